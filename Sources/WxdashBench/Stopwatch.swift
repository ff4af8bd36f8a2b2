import Foundation

/// Times a piece of work many times and reports the median, which a busy shared machine disturbs least.
enum Stopwatch {
    static func median(runs: Int, _ work: () throws -> Void) rethrows -> TimeInterval {
        var samples: [TimeInterval] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try work()
            samples.append(TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func milliseconds(_ seconds: TimeInterval) -> String {
        String(format: "%.3f ms", seconds * 1000)
    }
}
