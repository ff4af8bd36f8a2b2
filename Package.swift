// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wxdash",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "wxdash", targets: ["wxdash"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
        // For the fuzz targets in Fuzz/, which parse config files and command lines as the CLI does.
        .library(name: "WxdashCLI", targets: ["WxdashCLI"]),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CCurl", path: "Sources/CCurl"),
        .target(
            name: "WeatherKit", dependencies: [.target(name: "CCurl", condition: .when(platforms: [.linux]))],
            path: "Sources/WeatherKit"),
        .target(name: "WeatherStore", dependencies: ["CSQLite", "WeatherKit"], path: "Sources/WeatherStore"),
        .target(name: "Dashboard", dependencies: ["WeatherKit"], path: "Sources/Dashboard"),
        .target(name: "Terminal", dependencies: ["CNcursesw", "Dashboard"], path: "Sources/Terminal"),
        .target(
            name: "WxdashCLI", dependencies: ["WeatherKit", "WeatherStore", "Dashboard", "Terminal"], path: "Sources/WxdashCLI",
            plugins: ["BuildInfoPlugin"]),
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), path: "Plugins/BuildInfoPlugin"),
        .executableTarget(name: "wxdash", dependencies: ["WxdashCLI"], path: "Sources/wxdash"),
        .executableTarget(
            name: "wxdash-bench", dependencies: ["WeatherKit", "Dashboard", "Terminal"], path: "Sources/WxdashBench"),
        .testTarget(name: "WeatherKitTests", dependencies: ["WeatherKit"], path: "Tests/WeatherKitTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "WxdashCLITests", dependencies: ["WxdashCLI", "WeatherKit", "wxdash"], path: "Tests/WxdashCLITests",
            exclude: ["Fixtures", "Support/fixture_server.py"]),
        .testTarget(
            name: "DashboardTests", dependencies: ["Dashboard", "WeatherKit"], path: "Tests/DashboardTests",
            exclude: ["Snapshots"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Dashboard", "CNcursesw"], path: "Tests/TerminalTests"),
        .testTarget(name: "WeatherStoreTests", dependencies: ["WeatherStore", "WeatherKit", "CSQLite"], path: "Tests/WeatherStoreTests"),
        .testTarget(name: "SystemLibraryTests", dependencies: ["CNcursesw", "CSQLite"], path: "Tests/SystemLibraryTests"),
    ],
    swiftLanguageModes: [.v6]
)
