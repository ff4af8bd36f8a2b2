import Foundation
import Locking
import WxdashCLI

let status = await WxdashApp(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
).run()
ProcessEnd.exit(status.rawValue)
