import Foundation
import PackagePlugin

/// Writes `BuildInfo.swift` with the git commit the build comes from, for `wxdash --version`.
/// Runs before every build; the file is rewritten only when the commit changes, so nothing recompiles otherwise.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let file = output.appending(path: "BuildInfo.swift")
        // Only the package's own repository counts (not one it is vendored into); GIT_OPTIONAL_LOCKS=0 keeps
        // `git status` from taking the index lock during a build.
        let script = """
            export GIT_OPTIONAL_LOCKS=0
            top=$(git -C "$1" rev-parse --show-toplevel 2>/dev/null)
            if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$1" && pwd -P)" ]; then
                commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
                if [ "$commit" != unknown ] && [ -n "$(git -C "$1" status --porcelain 2>/dev/null)" ]; then commit="$commit-modified"; fi
            else
                commit=unknown
            fi
            mkdir -p "$2"
            text="enum BuildInfo { static let commit = \\"$commit\\" }"
            [ "$(cat "$3" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$3"
            """
        return [
            .prebuildCommand(
                displayName: "Reading the git commit for --version",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path, file.path],
                outputFilesDirectory: output)
        ]
    }
}
