/// The temperature axis of a chart: round bounds around the values, the step between its labels, and where a
/// value falls among `steps` positions from the top.
struct TemperatureAxis: Equatable {
    let low: Double
    let high: Double
    let step: Double

    /// Labels at a round step (1, 2, 5, 10… degrees) with `rows` rows for them: no closer than two rows apart.
    init?(values: [Double], rows: Int) {
        let finite = values.filter(\.isFinite)
        guard let minimum = finite.min(), let maximum = finite.max(), rows > 0 else { return nil }
        let labels = max(1, rows / 2)
        var chosen = (low: minimum, high: maximum, step: 1.0)
        for step in [1.0, 2, 5, 10, 20, 50, 100] {
            let low = (minimum / step).rounded(.down) * step
            var high = (maximum / step).rounded(.up) * step
            if high <= low { high = low + step }
            chosen = (low, high, step)
            if (high - low) / step <= Double(labels) { break }
        }
        (low, high, step) = chosen
    }

    /// Position of `value` among `steps` positions, 0 at the top (`high`), `steps - 1` at the bottom (`low`).
    func position(of value: Double, steps: Int) -> Int {
        let fraction = (high - value) / (high - low)
        let position = (fraction * Double(steps - 1)).rounded()
        guard position.isFinite else { return steps - 1 }
        return min(steps - 1, max(0, Int(position)))
    }

    /// The round values to label, bottom first.
    var labels: [Double] {
        stride(from: low, through: high + step / 2, by: step).map { $0 }
    }
}
