/// The temperature axis of a chart: bounds just around the values (so the line uses the height), the round step
/// between its labels (1, 2, 5, 10… degrees), and where a value falls among `steps` positions from the top.
struct TemperatureAxis: Equatable {
    let low: Double
    let high: Double
    let step: Double

    /// Labels no closer than about two rows apart in `rows` rows.
    init?(values: [Double], rows: Int) {
        let finite = values.filter(\.isFinite)
        guard let minimum = finite.min(), let maximum = finite.max(), rows > 0 else { return nil }
        let padding = max(0.5, (maximum - minimum) * 0.05)
        var low = minimum - padding
        var high = maximum + padding
        if high - low < 2 {
            let middle = (low + high) / 2
            (low, high) = (middle - 1, middle + 1)
        }
        let room = max(2, (rows + 1) / 2)
        let steps: [Double] = [1, 2, 5, 10, 20, 50, 100, 200]
        let step = steps.first { ((high / $0).rounded(.down) - (low / $0).rounded(.up)) + 1 <= Double(room) } ?? steps[steps.count - 1]
        (self.low, self.high, self.step) = (low, high, step)
    }

    /// Position of `value` among `steps` positions, 0 at the top (`high`), `steps - 1` at the bottom (`low`).
    func position(of value: Double, steps: Int) -> Int {
        let fraction = (high - value) / (high - low)
        let position = (fraction * Double(steps - 1)).rounded()
        guard position.isFinite else { return steps - 1 }
        return min(steps - 1, max(0, Int(position)))
    }

    /// The round values within the bounds, to label, bottom first.
    var labels: [Double] {
        let first = (low / step).rounded(.up) * step
        guard first <= high else { return [] }
        return stride(from: first, through: high, by: step).map { $0 }
    }
}
