import Dispatch
import Foundation
import HTTP
import Synchronization
import WeatherKit

/// What every fuzz target shares: the input as bytes and text, a fixed clock, a stand-in for the network,
/// and a way to wait for the providers' async API from libFuzzer's synchronous callback.
public enum FuzzInput {
    /// 2026-11-30T10:30:00Z: every target sees the same "now", so a finding replays the same way.
    public static let now = Date(timeIntervalSince1970: 1_796_034_600)

    public static func data(_ start: UnsafeRawPointer, _ count: Int) -> Data {
        Data(bytes: start, count: count)
    }

    /// The input cut at NUL bytes (and at newlines when `newlines` is true); empty pieces are kept.
    public static func pieces(_ data: Data, newlines: Bool) -> [Data] {
        data.split(omittingEmptySubsequences: false) { $0 == 0 || (newlines && $0 == UInt8(ascii: "\n")) }.map { Data($0) }
    }

    /// Text the way the program would read it: invalid UTF-8 repaired, as `String(decoding:)` does.
    public static func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// A request that varies with the input's length, so both unit systems and every day count get exercised
    /// while the input itself stays the body exactly as a server would send it.
    public static func request(for data: Data) -> ForecastRequest {
        let place = Place(
            name: "Fuzz", region: "Test", country: "Nowhere", countryCode: "NW", latitude: 27.7, longitude: 85.3,
            timeZoneIdentifier: data.count % 3 == 0 ? nil : "Asia/Kathmandu")
        return ForecastRequest(
            place: place, units: data.count % 2 == 0 ? .metric : .imperial, days: 1 + data.count % ForecastRequest.maximumDays,
            language: data.count % 5 == 0 ? "de" : nil)
    }
}

/// Answers every GET with the body given for the URL's path (status 200), the way a server would.
public struct FuzzHTTP: HTTPFetching {
    private let bodies: [String: Data]
    private let fallback: Data

    /// `bodies` by URL path; any other path gets `fallback`.
    public init(bodies: [String: Data] = [:], fallback: Data) {
        self.bodies = bodies
        self.fallback = fallback
    }

    public func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        HTTPResponse(url: url, status: 200, headers: ["content-type": "application/json"], body: bodies[url.path] ?? fallback)
    }
}

/// Runs `operation` and waits for it: libFuzzer calls the target synchronously. The task runs on `InlineExecutor`,
/// i.e. on this thread, so an operation that never really suspends (all of them: `FuzzHTTP` answers at once)
/// is finished when `Task` returns; a hop to the global pool and back would cost more than the decoding.
public func waitFor<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let result = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task(executorPreference: InlineExecutor.shared) {
        let value = await operation()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    // The task stored a value before signalling, so this is never nil; trap loudly if that ever changes.
    guard let value = result.withLock({ $0.take() }) else { fatalError("waitFor: the task finished without a value") }
    return value
}

/// Runs each job at once on the thread that enqueues it.
final class InlineExecutor: TaskExecutor {
    static let shared = InlineExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        job.runSynchronously(on: asUnownedTaskExecutor())
    }
}

extension Forecast {
    /// Touches what a plausible forecast promises the screen, so a broken promise shows up as a trap here.
    public func checkPlausible() {
        for value in [current.temperature, current.feelsLike, today.high, today.low].compactMap({ $0 }) {
            precondition(value.isFinite, "a temperature that is not finite survived plausible()")
        }
        if let humidity = current.humidity { precondition((0...100).contains(humidity), "humidity \(humidity) survived plausible()") }
        // 360 itself can come out of the wrapping (-1e-20 + 360 rounds to 360) and means north to `Compass` too.
        if let direction = current.windDirection {
            precondition((0...360).contains(direction), "wind direction \(direction) survived plausible()")
        }
        precondition(hourly.count <= 16 * 24 && daily.count <= 16, "too many rows survived plausible()")
        for hour in hourly {
            if let chance = hour.precipitationProbability { precondition((0...100).contains(chance), "hourly chance \(chance)") }
            if let value = hour.temperature { precondition(value.isFinite, "hourly temperature \(value)") }
        }
        for day in daily {
            if let chance = day.precipitationProbability { precondition((0...100).contains(chance), "daily chance \(chance)") }
            for value in [day.high, day.low].compactMap({ $0 }) { precondition(value.isFinite, "daily temperature \(value)") }
        }
    }
}
