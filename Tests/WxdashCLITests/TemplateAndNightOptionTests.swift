import Foundation
import Testing

@testable import WxdashCLI

/// `--template` and `--night` values that cannot mean what they seem are refused with the reason.
@Suite struct TemplateAndNightOptionTests {
    static func problem(_ arguments: [String], for command: OptionCommand = .now) -> String? {
        do {
            _ = try WeatherOptions.parse(arguments, for: command)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func anUnbalancedBraceIsRefused() {
        for template in ["{temp", "temp}", "{icon} {temp", "{a{temp}"] {
            #expect(
                Self.problem(["--template", template])?.hasPrefix("--template '\(template)' has a '{' without its '}'")
                    == true, "\(template)")
        }
    }

    @Test func anEmptyTemplateIsRefused() {
        #expect(
            Self.problem(["--template", ""])
                == "--template is empty: give the fields to show, e.g. '{icon} {temp} {name}'.")
        #expect(Self.problem(["--template", "   "])?.contains("is empty") == true)
    }

    @Test func aTemplateWithAnotherFormatIsRefused() throws {
        for format in ["json", "text"] {
            #expect(
                Self.problem(["--template", "{temp}", "--format", format])
                    == "--template is for --format line, which it implies, or waybar (its text): drop --format \(format), or the template."
            )
        }
        #expect(Self.problem(["--template", "{temp}", "--format", "line"]) == nil)
        #expect(try WeatherOptions.parse(["--template", "{temp}"], for: .now).format == .line)
        #expect(
            try WeatherOptions.parse(["--template", "{temp}", "--format", "waybar"], for: .now).format == .waybar,
            "the template is waybar's text")
    }

    @Test func aConfigTemplateGivesWayToAnotherFormatOnTheCommandLine() {
        let sources = ConfigSources(path: "", settings: [.init(key: "template", value: "{temp}", source: .file)])
        #expect(sources.arguments(for: .now, before: ["--format", "json"]).isEmpty)
        #expect(sources.arguments(for: .now, before: ["--format=line"]) == ["--template", "{temp}"])
        #expect(
            sources.arguments(for: .now, before: ["--format", "waybar"]) == ["--template", "{temp}"], "waybar's text")
        let format = ConfigSources(path: "", settings: [.init(key: "format", value: "json", source: .file)])
        #expect(format.arguments(for: .now, before: ["--template", "{temp}"]).isEmpty)
        let waybar = ConfigSources(path: "", settings: [.init(key: "format", value: "waybar", source: .file)])
        #expect(waybar.arguments(for: .now, before: ["--template", "{temp}"]) == ["--format", "waybar"])
    }

    @Test func aNightRangeThatStartsWhereItEndsSaysSo() {
        #expect(
            Self.problem(["--night", "22:00-22:00"], for: .dashboard)
                == "--night '22:00-22:00' starts and ends at the same time: give a range like 22:30-06:30, or auto or off."
        )
        #expect(
            Self.problem(["--night", "bedtime"], for: .dashboard)?.contains("is not one of: auto, off, or a range")
                == true)
    }
}
