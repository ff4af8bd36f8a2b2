import Foundation
import HTTP

/// Finds the number that made a decode fail as "not valid JSON" when the JSON itself is fine: Foundation's decoder
/// says only that when a fraction (`3600.5`) or a number too large for `Int` sits where a whole number belongs.
/// Numbers that could be such a culprit are made whole one prefix at a time (a whole number decodes as a `Double`
/// too), and a binary search finds the one whose repair ends the error.
enum UnfitNumber {
    /// "utc_offset_seconds is 3600.5 where a whole number belongs", or nil when the body is not valid JSON at all
    /// or no single number explains the failure.
    static func describe<T: Decodable>(in body: Data, decoding type: T.Type) -> String? {
        guard let tree = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else { return nil }
        var candidates: [Candidate] = []
        collect(tree, path: [], into: &candidates)
        guard !candidates.isEmpty, decodes(repairing: candidates.count, of: candidates, in: tree, as: type) else {
            return nil
        }
        // The smallest prefix whose repair lets the body decode ends with the culprit.
        var low = 1
        var high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if decodes(repairing: middle, of: candidates, in: tree, as: type) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        let culprit = candidates[low - 1]
        let path = culprit.path.isEmpty ? "the top level" : HTTPResponse.pathText(culprit.path.map(Key.init))
        let what = culprit.value.rounded() == culprit.value ? "a number too large for its field" : "not a whole number"
        return "\(path) is \(number(culprit.value)), \(what)"
    }

    private struct Candidate {
        var path: [PathStep]
        var value: Double
    }

    private enum PathStep {
        case name(String)
        case index(Int)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ step: PathStep) {
            switch step {
            case .name(let name): (stringValue, intValue) = (name, nil)
            case .index(let index): (stringValue, intValue) = (String(index), index)
            }
        }
        init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
        init?(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
    }

    private static func collect(_ node: Any, path: [PathStep], into candidates: inout [Candidate]) {
        switch node {
        case let object as [String: Any]:
            for key in object.keys.sorted() {
                if let child = object[key] { collect(child, path: path + [.name(key)], into: &candidates) }
            }
        case let array as [Any]:
            for (index, child) in array.enumerated() { collect(child, path: path + [.index(index)], into: &candidates) }
        case let number as NSNumber:
            let value = number.doubleValue
            if value.rounded() != value || abs(value) >= 9.2e18 {
                candidates.append(Candidate(path: path, value: value))
            }
        default:
            break
        }
    }

    private static func decodes<T: Decodable>(
        repairing count: Int, of candidates: [Candidate], in tree: Any, as type: T.Type
    ) -> Bool {
        var repaired = tree
        for candidate in candidates.prefix(count) {
            repaired = replacing(
                candidate.path[...], in: repaired, with: abs(candidate.value) >= 9.2e18 ? 0 : candidate.value.rounded())
        }
        guard let data = try? JSONSerialization.data(withJSONObject: repaired, options: [.fragmentsAllowed]) else {
            return false
        }
        do {
            _ = try JSONDecoder().decode(T.self, from: data)
            return true
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return false
        } catch {
            // Another complaint, with a path of its own: this number no longer stands in the way.
            return true
        }
    }

    private static func replacing(_ path: ArraySlice<PathStep>, in node: Any, with value: Double) -> Any {
        guard let step = path.first else { return Int(value) }
        switch (step, node) {
        case (.name(let key), var object as [String: Any]):
            if let child = object[key] { object[key] = replacing(path.dropFirst(), in: child, with: value) }
            return object
        case (.index(let index), var array as [Any]) where array.indices.contains(index):
            array[index] = replacing(path.dropFirst(), in: array[index], with: value)
            return array
        default:
            return node
        }
    }

    private static func number(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
