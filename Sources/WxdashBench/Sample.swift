import Foundation

/// One figure measured several times: the median, which a busy shared machine disturbs least, and the spread
/// (lowest and highest), which says how far to trust it.
struct Sample {
    let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    var runs: Int { sorted.count }
    var median: Double {
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    var lowest: Double { sorted.first ?? .nan }
    var highest: Double { sorted.last ?? .nan }

    /// Runs `work` `runs` times, each giving the value it measured.
    static func measure(runs: Int, _ work: () throws -> Double) rethrows -> Sample {
        var values: [Double] = []
        for _ in 0..<runs { values.append(try work()) }
        return Sample(values)
    }

    /// Times `work` `runs` times, in seconds.
    static func time(runs: Int, _ work: () throws -> Void) rethrows -> Sample {
        try measure(runs: runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            try work()
            return TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
    }
}
