/// `--theme`: light text on a dark terminal, or dark text on a light one.
public enum Theme: String, Sendable, CaseIterable { case dark, light }
