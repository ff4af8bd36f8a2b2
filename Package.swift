// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wxdash",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "wxdash", targets: ["wxdash"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
        // The drawing core (canvas, styles, layout, display width, text sanitising), for the fuzz targets too.
        .library(name: "Drawing", targets: ["Drawing"]),
        // For the fuzz targets in Fuzz/, which parse config files and command lines as the CLI does.
        .library(name: "WxdashCLI", targets: ["WxdashCLI"]),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CCurl", path: "Sources/CCurl"),
        .systemLibrary(name: "CMosquitto", path: "Sources/CMosquitto"),
        // Knows nothing of weather: the canvas, styles, rectangles, layout, display width and text sanitising.
        .target(name: "Drawing", path: "Sources/Drawing"),
        .target(
            name: "WeatherKit", dependencies: ["Drawing", .target(name: "CCurl", condition: .when(platforms: [.linux]))],
            path: "Sources/WeatherKit"),
        // An MQTT client over libmosquitto, and what wxdash sends and reads on a broker (topics, discovery, sensors).
        .target(name: "MQTT", dependencies: ["CMosquitto", "Drawing", "WeatherKit"], path: "Sources/MQTT"),
        .target(name: "WeatherStore", dependencies: ["CSQLite", "WeatherKit"], path: "Sources/WeatherStore"),
        .target(name: "Dashboard", dependencies: ["Drawing", "WeatherKit"], path: "Sources/Dashboard"),
        .target(name: "Terminal", dependencies: ["CNcursesw", "Drawing"], path: "Sources/Terminal"),
        // The dashboard's runtime: event sources, the effect runner, and the clients (weather, journal, screen,
        // timers) it reaches the world through, so tests drive it without a terminal.
        .target(
            name: "DashboardApp", dependencies: ["Dashboard", "Drawing", "Terminal", "WeatherKit", "WeatherStore"], path: "Sources/DashboardApp"),
        // Parsing the command line, reading the config, and wiring the live clients: no event loop of its own.
        .target(
            name: "WxdashCLI", dependencies: ["Drawing", "WeatherKit", "WeatherStore", "Dashboard", "DashboardApp", "Terminal", "MQTT"], path: "Sources/WxdashCLI",
            plugins: ["BuildInfoPlugin"]),
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), path: "Plugins/BuildInfoPlugin"),
        .executableTarget(name: "wxdash", dependencies: ["WxdashCLI"], path: "Sources/wxdash"),
        .executableTarget(
            name: "wxdash-bench", dependencies: ["Drawing", "WeatherKit", "WeatherStore", "Dashboard", "Terminal"], path: "Sources/WxdashBench"),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"], path: "Tests/DrawingTests"),
        .testTarget(name: "WeatherKitTests", dependencies: ["Drawing", "WeatherKit"], path: "Tests/WeatherKitTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "WxdashCLITests", dependencies: ["WxdashCLI", "Drawing", "WeatherKit", "WeatherStore", "MQTT", "wxdash"], path: "Tests/WxdashCLITests",
            exclude: ["Fixtures", "Support/fixture_server.py"]),
        .testTarget(
            name: "DashboardTests", dependencies: ["Dashboard", "Drawing", "WeatherKit"], path: "Tests/DashboardTests",
            exclude: ["Snapshots"]),
        .testTarget(
            name: "DashboardAppTests", dependencies: ["DashboardApp", "Dashboard", "Drawing", "Terminal", "WeatherKit"], path: "Tests/DashboardAppTests"),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Drawing", "CNcursesw"], path: "Tests/TerminalTests"),
        .testTarget(name: "WeatherStoreTests", dependencies: ["WeatherStore", "WeatherKit", "CSQLite"], path: "Tests/WeatherStoreTests"),
        .testTarget(name: "MQTTTests", dependencies: ["MQTT", "WeatherKit"], path: "Tests/MQTTTests"),
        .testTarget(name: "SystemLibraryTests", dependencies: ["CNcursesw", "CSQLite"], path: "Tests/SystemLibraryTests"),
    ],
    swiftLanguageModes: [.v6]
)
