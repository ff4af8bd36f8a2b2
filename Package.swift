// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wxdash",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "wxdash", targets: ["wxdash"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
        // Text as a terminal shows it (sanitising, display width), for the fuzz targets too.
        .library(name: "ScreenText", targets: ["ScreenText"]),
        // The drawing core (canvas, styles, layout).
        .library(name: "Drawing", targets: ["Drawing"]),
        // The HTTP transport, for the fuzz targets' stand-in server answers.
        .library(name: "HTTP", targets: ["HTTP"]),
        // For the fuzz targets in Fuzz/, which parse config files and command lines as the CLI does.
        .library(name: "WxdashCLI", targets: ["WxdashCLI"]),
        // The radar's base map, for its fuzz target.
        .library(name: "BaseMap", targets: ["BaseMap"]),
        // The radar's PNG decoding, for its fuzz target.
        .library(name: "Radar", targets: ["Radar"])
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        .systemLibrary(name: "CCurl", path: "Sources/CCurl"),
        .systemLibrary(name: "CMosquitto", path: "Sources/CMosquitto"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // Text as a terminal shows it: sanitising what comes from outside, and how many columns it takes.
        .target(name: "ScreenText", path: "Sources/ScreenText"),
        // A key press, as the terminal decodes it and the dashboard's key map reads it.
        .target(name: "KeyPress", path: "Sources/KeyPress"),
        // Knows nothing of weather: the canvas, styles, rectangles and layout.
        .target(name: "Drawing", dependencies: ["ScreenText"], path: "Sources/Drawing"),
        // A value behind a lock that ThreadSanitizer can see.
        .target(name: "Locking", path: "Sources/Locking"),
        // The interface's languages: catalogs of messages, CLDR plural rules, which language a person reads.
        .target(name: "Translation", dependencies: ["Locking"], path: "Sources/Translation"),
        // One HTTP GET with a deadline, a size cap, same-server redirects and typed errors: libcurl on Linux,
        // URLSession on Apple platforms; conditional requests' kept answers.
        .target(
            name: "HTTP", dependencies: ["Locking", .target(name: "CCurl", condition: .when(platforms: [.linux]))],
            path: "Sources/HTTP"),
        // The model, places, providers, alerts sources and domain rules; JSON output.
        // The config file's format: a TOML subset read into tables and values, each pinned to its line and column.
        .target(name: "ConfigFormat", dependencies: ["ScreenText", "WeatherKit"], path: "Sources/ConfigFormat"),
        // Named time zones from the system's TZif files (RFC 8536) and POSIX TZ rules: no ICU.
        .target(name: "ZoneInfo", path: "Sources/ZoneInfo"),
        .target(
            name: "WeatherKit", dependencies: ["HTTP", "Locking", "ScreenText", "Translation", "ZoneInfo"],
            path: "Sources/WeatherKit"),
        // Terminal-text output of a forecast: the ANSI text report, the status line and its templates (waybar's text).
        .target(
            name: "WeatherText", dependencies: ["ScreenText", "Translation", "WeatherKit"], path: "Sources/WeatherText"),
        // An MQTT client over libmosquitto, and what wxdash sends and reads on a broker (topics, discovery, sensors).
        .target(
            name: "MQTT", dependencies: ["CMosquitto", "Locking", "ScreenText", "WeatherKit"], path: "Sources/MQTT"),
        // The coastlines, lakes and borders of Assets/basemap.bin, and the map's lines and marks drawn in Braille.
        .target(name: "BaseMap", dependencies: ["Drawing", "ScreenText", "WeatherKit"], path: "Sources/BaseMap"),
        // Pictures for terminals that draw them: the kitty graphics protocol and sixel encoders, and which of them
        // (or half-blocks) a terminal gets, from the environment and its answers to a query.
        .target(name: "TerminalGraphics", path: "Sources/TerminalGraphics"),
        // The rain radar: RainViewer's tiles (PNG through zlib) read back to reflectivity, where the rain goes.
        .target(name: "Radar", dependencies: ["CZlib", "HTTP", "Locking", "WeatherKit"], path: "Sources/Radar"),
        .target(name: "WeatherStore", dependencies: ["CSQLite", "HTTP", "WeatherKit"], path: "Sources/WeatherStore"),
        // The one fetching service of every front end: place resolution, the provider chain with fallback and daily
        // budgets, conditional requests and the cache, the companions (alerts, air quality, ensemble), weather for moods.
        .target(
            name: "WeatherService",
            dependencies: ["HTTP", "Locking", "ScreenText", "Translation", "WeatherKit", "WeatherStore"],
            path: "Sources/WeatherService"),
        // What a person chooses about how weather is shown: pages, icon sets, theme, night schedule, burn-in shift.
        .target(name: "DisplayOptions", dependencies: ["Translation", "WeatherKit"], path: "Sources/DisplayOptions"),
        // The bundled assets' readers: glyph sets, big-digit fonts and lettering, condition art, the sample forecast.
        .target(
            name: "Assets", dependencies: ["DisplayOptions", "Drawing", "ScreenText", "WeatherKit"],
            path: "Sources/Assets"),
        .target(
            name: "Dashboard",
            dependencies: [
                "Assets", "DisplayOptions", "Drawing", "KeyPress", "Radar", "ScreenText", "Translation", "WeatherKit"
            ],
            path: "Sources/Dashboard"),
        .target(name: "Terminal", dependencies: ["CNcursesw", "Drawing", "KeyPress"], path: "Sources/Terminal"),
        // The dashboard's runtime: event sources, the effect runner, and the clients (weather, journal, screen,
        // timers) it reaches the world through, so tests drive it without a terminal.
        .target(
            name: "DashboardApp",
            dependencies: ["Dashboard", "Drawing", "Locking", "Terminal", "Translation", "WeatherKit", "WeatherStore"],
            path: "Sources/DashboardApp"),
        // Parsing the command line, reading the config, and wiring the live clients: no event loop of its own.
        .target(
            name: "WxdashCLI",
            dependencies: [
                "Drawing", "HTTP", "Locking", "ScreenText", "Translation", "WeatherKit", "WeatherText", "WeatherStore",
                "WeatherService", "ConfigFormat", "Assets", "DisplayOptions", "Dashboard", "DashboardApp", "Terminal",
                "MQTT", "TerminalGraphics", "BaseMap", "Radar"
            ],
            path: "Sources/WxdashCLI",
            plugins: ["BuildInfoPlugin"]),
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), path: "Plugins/BuildInfoPlugin"),
        .executableTarget(name: "wxdash", dependencies: ["Locking", "WxdashCLI"], path: "Sources/wxdash"),
        .executableTarget(
            name: "wxdash-bench",
            dependencies: [
                "CZlib", "Drawing", "HTTP", "Radar", "Translation", "WeatherKit", "WeatherStore", "Dashboard",
                "Terminal"
            ], path: "Sources/WxdashBench"),
        .testTarget(name: "ScreenTextTests", dependencies: ["ScreenText"], path: "Tests/ScreenTextTests"),
        .testTarget(name: "TranslationTests", dependencies: ["Translation"], path: "Tests/TranslationTests"),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"], path: "Tests/DrawingTests"),
        .testTarget(name: "HTTPTests", dependencies: ["HTTP"], path: "Tests/HTTPTests"),
        .testTarget(
            name: "WeatherKitTests",
            dependencies: ["HTTP", "Locking", "ScreenText", "Translation", "WeatherKit", "WeatherText"],
            path: "Tests/WeatherKitTests",
            exclude: ["Fixtures"]),
        .testTarget(
            name: "WxdashCLITests",
            dependencies: [
                "WxdashCLI", "Drawing", "HTTP", "ScreenText", "Translation", "WeatherKit", "WeatherStore",
                "WeatherService", "WeatherText", "ConfigFormat", "MQTT", "wxdash"
            ], path: "Tests/WxdashCLITests",
            exclude: ["Fixtures", "Support/fixture_server.py", "Support/rainviewer_scene.py"]),
        .testTarget(
            name: "DashboardTests",
            dependencies: [
                "Dashboard", "Drawing", "KeyPress", "Radar", "ScreenText", "Translation", "WeatherKit", "WeatherText"
            ], path: "Tests/DashboardTests",
            exclude: ["Snapshots"]),
        .testTarget(
            name: "DashboardAppTests",
            dependencies: [
                "DashboardApp", "Locking", "Dashboard", "Drawing", "Radar", "Terminal", "Translation", "WeatherKit",
                "WeatherStore"
            ], path: "Tests/DashboardAppTests"),
        .testTarget(
            name: "TerminalTests", dependencies: ["Terminal", "Drawing", "CNcursesw"], path: "Tests/TerminalTests"),
        .testTarget(
            name: "WeatherStoreTests", dependencies: ["Locking", "WeatherStore", "WeatherKit", "CSQLite"],
            path: "Tests/WeatherStoreTests"),
        .testTarget(
            name: "SystemLibraryTests", dependencies: ["CNcursesw", "CSQLite"], path: "Tests/SystemLibraryTests"),
        .testTarget(name: "MQTTTests", dependencies: ["MQTT", "WeatherKit"], path: "Tests/MQTTTests"),
        .testTarget(
            name: "BaseMapTests", dependencies: ["BaseMap", "Drawing", "WeatherKit"], path: "Tests/BaseMapTests",
            exclude: ["Snapshots"]),
        .testTarget(
            name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics"], path: "Tests/TerminalGraphicsTests",
            exclude: ["Snapshots"]),
        .testTarget(
            name: "RadarTests", dependencies: ["Radar", "CZlib", "HTTP", "Locking", "WeatherKit"],
            path: "Tests/RadarTests"),
        .testTarget(name: "ZoneInfoTests", dependencies: ["ZoneInfo"], path: "Tests/ZoneInfoTests")
    ],
    swiftLanguageModes: [.v6]
)
