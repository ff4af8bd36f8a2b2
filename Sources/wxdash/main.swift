import Foundation
import WxdashCLI

let status = await WxdashApp(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment).run()
exit(status.rawValue)
