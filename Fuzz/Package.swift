// swift-tools-version:5.4
// Tools 5.4 on purpose: from 5.5 SwiftPM renames an executable's entry point to `<Module>_main` and links
// `main` to it, which clashes with libFuzzer supplying `main` itself. Swift 6 language mode is asked for below.
// libFuzzer targets for wxdash, kept out of the root package so its normal build never sees -sanitize=fuzzer.
// Build and run them with `make fuzz` (Scripts/fuzz.sh); see "Fuzzing" in the README.
import PackageDescription

/// Each fuzz target: one executable with a single file defining `LLVMFuzzerTestOneInput` (libFuzzer supplies `main`).
let weatherKitTargets = [
    "FuzzOpenMeteo", "FuzzOpenWeatherMapFree", "FuzzOpenWeatherMapOneCall", "FuzzGeocodingOpenMeteo",
    "FuzzGeocodingOpenWeatherMap", "FuzzIPLocation", "FuzzForecastJSON",
]
let cliTargets = ["FuzzConfig", "FuzzArguments"]
let mapTargets = ["FuzzBaseMap"]
let radarTargets = ["FuzzPNG"]
let fuzzTargets = weatherKitTargets + cliTargets + mapTargets + radarTargets
/// Swift 6 language mode (strict concurrency), which tools 5.4 cannot name.
let swift6: [SwiftSetting] = [.unsafeFlags(["-swift-version", "6"])]

let package = Package(
    name: "wxdash-fuzz",
    products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "wxdash", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport", dependencies: [.product(name: "HTTP", package: "wxdash"), .product(name: "WeatherKit", package: "wxdash")],
            swiftSettings: swift6),
    ] + weatherKitTargets.map { name in
        .executableTarget(
            name: name, dependencies: ["FuzzSupport", .product(name: "HTTP", package: "wxdash"), .product(name: "WeatherKit", package: "wxdash")],
            swiftSettings: swift6)
    } + cliTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport", .product(name: "ScreenText", package: "wxdash"), .product(name: "WeatherKit", package: "wxdash"),
                .product(name: "WxdashCLI", package: "wxdash"),
            ],
            swiftSettings: swift6)
    } + mapTargets.map { name in
        .executableTarget(
            name: name, dependencies: [.product(name: "BaseMap", package: "wxdash"), .product(name: "WeatherKit", package: "wxdash")],
            swiftSettings: swift6)
    } + radarTargets.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "Radar", package: "wxdash")], swiftSettings: swift6)
    }
)
