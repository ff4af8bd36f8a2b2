import Foundation

/// How busy the machine was while a figure was measured: the one-minute load average against the cores. A figure
/// measured with more runnable processes than cores says more about the neighbours than about wxdash.
struct MachineLoad {
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// The one-minute load average now (`/proc/loadavg`); nil where there is none.
    static func now() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
            let first = text.split(separator: " ").first
        else { return nil }
        return Double(first)
    }

    /// The highest load seen around a measurement.
    private(set) var highest: Double?

    mutating func look() {
        guard let load = Self.now() else { return }
        highest = max(highest ?? load, load)
    }

    /// More work waiting than cores to do it: too busy to judge a figure against its goal.
    var isTooBusy: Bool { (highest ?? 0) > Double(Self.cores) }

    var text: String {
        guard let highest else { return "load unknown" }
        return String(format: "load %.1f on %d cores", highest, Self.cores)
    }

    /// `work` with the load looked at before and after it.
    static func around<T>(_ work: () throws -> T) rethrows -> (T, MachineLoad) {
        var load = MachineLoad()
        load.look()
        let result = try work()
        load.look()
        return (result, load)
    }
}
