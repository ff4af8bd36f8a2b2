import Foundation

/// The goals, each beside the figure this run measured (median, spread, runs), the hello of the same run
/// and the machine's load while it was measured. Printed as each figure is had, and once more together at the end.
final class GoalTable {
    struct Row {
        var figure: String
        var measured: String
        var goal: String
        var met: Bool
        var load: MachineLoad

        var verdict: String {
            switch (met, load.isTooBusy) {
            case (true, false): "ok"
            case (true, true): "ok (\(load.text))"
            case (false, false): "OVER"
            case (false, true): "not judged: the machine was too busy (\(load.text))"
            }
        }
    }

    private(set) var rows: [Row] = []
    /// The Foundation hello's start-up in this run, the floor every start-up figure is read against.
    var hello: Sample?

    func add(_ row: Row) {
        rows.append(row)
        say(
            "  " + row.figure.padding(toLength: 56, withPad: " ", startingAt: 0) + " " + row.measured + "   goal "
                + row.goal + "   " + row.verdict)
    }

    /// A time figure: the median in ms or s, the spread, the runs and how many hellos it is.
    /// `cpu`: the program's own CPU time, which other programs on a busy machine disturb less than the wall clock.
    func addTime(
        _ figure: String, _ sample: Sample, goal seconds: Double, load: MachineLoad, memory: Sample? = nil,
        memoryGoal: Double? = nil,
        cpu: Sample? = nil
    ) {
        var measured = Self.time(sample)
        // Start-up figures are read against the hello; a figure of seconds is not a start-up.
        if let hello, hello.median > 0, sample.median < 1 {
            measured += String(format: " = %.1f× hello", sample.median / hello.median)
        }
        if let cpu { measured += ", CPU " + Self.duration(cpu.median) }
        var goal = "≤ " + Self.duration(seconds)
        var met = sample.median <= seconds
        if let memory {
            measured += String(format: ", %.1f MB (%.1f–%.1f)", memory.median, memory.lowest, memory.highest)
            if let memoryGoal {
                goal += String(format: ", ≤ %.0f MB", memoryGoal)
                met = met && memory.median <= memoryGoal
            }
        }
        add(Row(figure: figure, measured: measured, goal: goal, met: met, load: load))
    }

    /// The end of the run: every goal in one table, and whether the machine was quiet enough to judge them.
    func printSummary() {
        say("")
        say("Goals (issue 42), medians of this run; spread = lowest–highest of the runs")
        if let hello {
            say("  the floor: a Foundation \"hello\" in this run " + Self.time(hello))
        }
        for row in rows {
            say("  " + row.figure.padding(toLength: 54, withPad: " ", startingAt: 0) + " " + row.measured)
            say("  " + "".padding(toLength: 54, withPad: " ", startingAt: 0) + " goal " + row.goal + ": " + row.verdict)
        }
        let busy = rows.filter(\.load.isTooBusy).count
        if busy > 0 {
            say(
                "  The load average passed the \(MachineLoad.cores) cores during \(busy) of \(rows.count) figures: run `make bench` on a quiet machine before reading them as wxdash's own."
            )
        }
    }

    static func time(_ sample: Sample) -> String {
        "\(duration(sample.median)) (\(duration(sample.lowest))–\(duration(sample.highest)), \(sample.runs) runs)"
    }

    static func duration(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
    }
}
