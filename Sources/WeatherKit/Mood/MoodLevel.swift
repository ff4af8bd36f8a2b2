import Foundation

/// How someone felt, from 1 (awful) to 5 (great).
public enum MoodLevel: Int, Sendable, CaseIterable, Comparable {
    case awful = 1
    case bad, okay, good, great

    public var word: String {
        switch self {
        case .awful: "awful"
        case .bad: "bad"
        case .okay: "okay"
        case .good: "good"
        case .great: "great"
        }
    }

    /// The face as an emoji, for `--icons emoji` (a font with colour emoji).
    public var emojiFace: String {
        switch self {
        case .awful: "😫"
        case .bad: "🙁"
        case .okay: "😐"
        case .good: "🙂"
        case .great: "😄"
        }
    }

    /// The face in plain ASCII, which every monospace font has: for every glyph set but `emoji` (unicode, the
    /// default, promises no emoji; ascii and the Linux console need ASCII; a Nerd Font need not have emoji).
    public var textFace: String {
        switch self {
        case .awful: "X-("
        case .bad: ":-("
        case .okay: ":-|"
        case .good: ":-)"
        case .great: ":-D"
        }
    }

    public func face(emoji: Bool) -> String { emoji ? emojiFace : textFace }

    /// Reads `3` or `okay`; nil for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(trimmed), let level = MoodLevel(rawValue: number) {
            self = level
        } else if let level = MoodLevel.allCases.first(where: { $0.word == trimmed }) {
            self = level
        } else {
            return nil
        }
    }

    public static func < (lhs: MoodLevel, rhs: MoodLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
