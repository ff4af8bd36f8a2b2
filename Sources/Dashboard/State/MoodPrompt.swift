import Drawing
import KeyPress
import WeatherKit

/// The `m` prompt: a level picked with 1–5, then an optional one-line comment.
public struct MoodPrompt: Sendable, Equatable {
    public var level: MoodLevel?
    public var comment = ""

    public init(level: MoodLevel? = nil, comment: String = "") {
        self.level = level
        self.comment = comment
    }

    /// What the prompt does with a key: keep going, save, or close.
    public enum Outcome: Equatable {
        case editing(MoodPrompt)
        case save(MoodLevel, comment: String?)
        case cancel
    }

    public func handle(_ key: Key) -> Outcome {
        var next = self
        switch key {
        case .escape, .control("c"):
            return .cancel
        case .enter:
            guard let level else { return .editing(self) }
            return .save(level, comment: (try? MoodComment.cleaned(comment)) ?? nil)
        case .backspace:
            if !next.comment.isEmpty {
                next.comment.removeLast()
            } else {
                next.level = nil
            }
        case .character(let character):
            if level == nil {
                guard let number = character.wholeNumberValue, let picked = MoodLevel(rawValue: number) else {
                    return .editing(self)
                }
                next.level = picked
            } else if next.comment.count < MoodComment.maximumCharacters {
                next.comment.append(character)
            }
        default:
            break
        }
        return .editing(next)
    }
}
