import Foundation

/// A TCP listener on a free 127.0.0.1 port that is not a broker: `silent` takes connections (the kernel's backlog
/// completes them) and never says a word; `vanishing` accepts one MQTT client, answers its CONNECT with an MQTT 5
/// CONNACK, and closes the connection when its SUBSCRIBE comes, as a broker that goes in the middle of a read.
/// Call `close()` from a `defer`.
final class LoopbackPeer {
    enum Behaviour {
        case silent, vanishing
    }

    let port: Int
    private let listener: Int32

    init(_ behaviour: Behaviour) throws {
        listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw BrokerError.didNotStart("no socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listener = self.listener
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 && listen(listener, 16) == 0
            }
        }
        guard bound else {
            Glibc.close(listener)
            throw BrokerError.didNotStart("no free port")
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        if behaviour == .vanishing {
            Thread {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                defer { Glibc.close(client) }
                guard Self.readPacket(client) == 0x10 else { return }
                let connack: [UInt8] = [0x20, 0x03, 0x00, 0x00, 0x00]
                _ = connack.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                _ = Self.readPacket(client)
            }.start()
        }
    }

    var url: String { "mqtt://127.0.0.1:\(port)" }

    func close() {
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
    }

    /// Reads one MQTT packet; its type byte, or nil when the connection ended first.
    private static func readPacket(_ socket: Int32) -> UInt8? {
        func byte() -> UInt8? {
            var value: UInt8 = 0
            return read(socket, &value, 1) == 1 ? value : nil
        }
        guard let type = byte() else { return nil }
        var length = 0
        var shift = 0
        while let next = byte() {
            length += Int(next & 0x7F) << shift
            shift += 7
            if next & 0x80 == 0 { break }
        }
        for _ in 0..<length where byte() == nil { return nil }
        return type & 0xF0
    }
}
