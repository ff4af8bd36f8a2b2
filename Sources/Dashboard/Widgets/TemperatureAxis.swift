/// The temperature axis of a chart `rows` rows tall: a round step between its labels (1, 2, 5, 10… degrees), the
/// labels the same whole number of rows apart from a round value on the bottom row, and where a value falls among
/// `steps` positions from the top.
struct TemperatureAxis: Equatable {
    /// The bottom row's value, a multiple of `step`.
    let low: Double
    /// The top row's value.
    let high: Double
    let step: Double
    let rows: Int
    /// Rows from one label to the next.
    let rowsPerStep: Int

    /// Labels at least two rows apart where `rows` allow, else on every row.
    init?(values: [Double], rows: Int) {
        let finite = values.filter(\.isFinite)
        guard let minimum = finite.min(), let maximum = finite.max(), rows > 0 else { return nil }
        // The steps from the round value at or under the coldest to the one at or over the warmest (one at least).
        func intervals(_ step: Double) -> Int {
            max(1, Int((maximum / step).rounded(.up) - (minimum / step).rounded(.down)))
        }
        let steps: [Double] = [1, 2, 5, 10, 20, 50, 100, 200]
        let step =
            steps.first { intervals($0) * 2 + 1 <= rows } ?? steps.first { intervals($0) + 1 <= rows }
            ?? steps[steps.count - 1]
        let rowsPerStep = max(1, (rows - 1) / intervals(step))
        // The steps the rows hold beyond the values' own, half of them under the coldest: the line in the middle.
        let spare = max(0, (rows - 1) / rowsPerStep - intervals(step))
        let low = ((minimum / step).rounded(.down) - Double(spare / 2)) * step
        (self.low, self.step, self.rows, self.rowsPerStep) = (low, step, rows, rowsPerStep)
        high = low + step * Double(max(1, rows - 1)) / Double(rowsPerStep)
    }

    /// Position of `value` among `steps` positions (a whole number per row), 0 at the top, `steps - 1` at the bottom:
    /// a label's value falls in the middle of its row.
    func position(of value: Double, steps: Int) -> Int {
        let perRow = Double(steps) / Double(rows)
        let rowFromTop = (high - value) / (high - low) * Double(max(1, rows - 1))
        let position = ((rowFromTop + 0.5) * perRow - 0.5).rounded()
        guard position.isFinite else { return steps - 1 }
        return min(steps - 1, max(0, Int(position)))
    }

    /// The row (0 at the top) of a label's value.
    func row(of value: Double) -> Int {
        position(of: value, steps: rows)
    }

    /// The round values within the bounds, to label, bottom first: one every `rowsPerStep` rows.
    var labels: [Double] {
        let count = (rows - 1) / rowsPerStep
        return (0...max(0, count)).map { low + Double($0) * step }.filter { $0 <= high + step / 1000 }
    }
}
