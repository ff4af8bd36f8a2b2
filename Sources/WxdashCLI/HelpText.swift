import Dashboard
import WeatherKit

/// The words of `--help` and `wxdash help COMMAND`.
enum HelpText {
    static var exitStatuses: String {
        ExitStatus.allCases.map { "  \(String($0.rawValue).padding(toLength: 3, withPad: " ", startingAt: 0))\($0.meaning)" }
            .joined(separator: "\n")
    }

    /// The dashboard's keys, from the one key map the dashboard itself uses.
    static var keys: String {
        KeyMap.table(indent: "  ").joined(separator: "\n")
    }

    /// Where the config file is looked for, as a person would type it.
    static let configPath = "~/.config/wxdash/config.toml"

    static var tool: String {
        """
        wxdash \(WeatherKitVersion.string) — a weather dashboard for the terminal.

        Choose the place (with none, it is found from your IP address):
          wxdash --city "Paris, FR"         by name, with a country or region to narrow it
          wxdash --lat 48.86 --lon 2.35     by coordinates
          wxdash locate Paris --save --as Home, then wxdash --place Home
                                    saved places; the dashboard's Tab (and --rotate) cycles them, and
                                    with two or more its Places page (4) shows them all as cards
          city = "Paris, FR" in \(configPath)
                                    the default for every command ('wxdash config init' writes one)

        Usage:
          wxdash [OPTIONS]          the full-screen dashboard
          wxdash now [OPTIONS]      print the forecast for one place and exit (--all: every saved place)
          wxdash locate NAME        list the places a name may mean, with coordinates
                                    (--save [--as LABEL] keeps the first in the config file)
          wxdash completions SHELL  completion script for bash, zsh or fish
          wxdash config init|show   write a commented config file, or show the settings in force
          wxdash mood add LEVEL [COMMENT] | list | stats | export | delete ID
                                    the mood journal, each mood with its weather
          wxdash help [COMMAND]     show help for wxdash or a command
          wxdash --version          print the version and the git commit it was built from

        The dashboard takes the place, data and server options of 'wxdash help now', and:
          --demo                  run on the bundled sample data, with no network
          --theme THEME           dark (default) or light
          --refresh DURATION      refresh interval, e.g. 90s, 10m, 1h (default 15m Open-Meteo,
                                  10m OpenWeatherMap; at least 5m against their public servers)
          --rotate DURATION       cycle the pages on their own, and then the saved places
          --pages LIST            the pages --rotate shows, e.g. now,forecast (default now,forecast,mood,
                                  places; the Mood page shows once a round, and not while the journal is
                                  empty; places, the overview of the saved places, once a round after it,
                                  and only with two or more saved places: naming it with fewer is refused)
          --kiosk                 no key hints; the layout shifts every 10 min, blocks turn shaded hourly
          --night WHEN            auto (sunset + 1 h to sunrise − 1 h), HH:MM-HH:MM on this machine's
                                  clock, or off (default): a dim page with the clock, temperature,
                                  next hours and alerts; a key wakes the full page for a minute
          --shift MINUTES         move the layout a cell every MINUTES against burn-in (0: never;
                                  default 10 with --kiosk, else 0)
        Colours follow the terminal (256, 16 or 8) and are off when NO_COLOR is set.

        Keys in the dashboard (? shows them there too):
        \(keys)

        Exit status:
        \(exitStatuses)

        """
    }

    static var now: String {
        """
        Usage: wxdash now [OPTIONS]

        Prints the current weather, the next 24 hours and the next days for one place.

        Place (default: found from your IP address):
          --city NAME             a place name, optionally with a country or region:
                                  "Paris, FR", "Springfield, Illinois"
          --lat DEGREES           latitude, -90 to 90 (with --lon)
          --lon DEGREES           longitude, -180 to 180 (with --lat)
          --place NAME            a saved place from the config file, by its name ([[places]] name = …;
                                  --city NAME takes a saved place of that name first)
          --no-ip-locate          with no place given, use the last place instead of IP location
          --all                   every saved place, in the config's order: text and line give a line
                                  each, json an array of the objects below (null for a place that
                                  failed); a failed place says why on stderr and the exit status is
                                  that place's own (the first one's, when several fail)

        Data:
          --provider NAME         open-meteo (default, no key) or openweathermap
          --owm-api NAME          free (2.5 weather + forecast, default) or onecall (One Call 3.0)
          --units SYSTEM          auto (default: from LC_ALL, LC_MEASUREMENT or LANG; imperial for the
                                  US, Liberia and Myanmar, uk for GB), metric, imperial or uk (°C, mph)
          --temperature-unit C|F, --wind-unit km/h|mph|m/s|kn, --precip-unit mm|in
                                  override one unit
          --lang CODE             language of the provider's descriptions (OpenWeatherMap), e.g. de
          --clock 12|24|auto      12- or 24-hour clock (default auto: from LC_ALL, LC_TIME or LANG,
                                  C and POSIX read 24-hour; dates stay English under any locale)
          --aqi SCALE             air quality scale outside the US and Europe: us (default), european or
                                  auto (US places read the US AQI, European ones the European AQI)
          --days N                days of daily forecast, 1 to 16 (default 7; OpenWeatherMap free: up to 5)
          --timeout SECONDS       give up on a server after this long (default 15)
          --log-level LEVEL       error, warning, info (default) or debug, for the log file

        Official alerts (NWS, MeteoAlarm, MET Norway, DWD, Environment Canada; OpenWeatherMap One Call):
          --alerts LEVEL          the least severe shown: minor (default), moderate or severe
          --no-alerts             do not ask for official alerts

        Output:
          --format FORMAT         text (default; coloured only on a terminal without NO_COLOR), json,
                                  line (one line for status bars: tmux, polybar, i3blocks) or waybar
                                  (one JSON object: text, tooltip, class, alt)
          --template TEXT         the line's fields (implies --format line), e.g. '{icon} {temp} {wind}';
                                  fields: {icon} {temp} {feels_like} {high} {low} {humidity} {wind}
                                  {wind_speed} {wind_direction} {condition} {description} {name} {place}
                                  {rain} {sunrise} {sunset} {time} {provider} {aqi} {uv} {rain_soon}
                                  {rain_short} (☂15:00, or nothing when no rain is expected)
          --icons SET             unicode (default; ascii on the Linux console, TERM=linux), ascii, emoji
                                  or nerd (needs a Nerd Font); also the dashboard's and the mood
                                  journal's faces; WXDASH_ICONS for all
          --offline               answer from the cache only: the place asked for (or the last one shown)
                                  within 1 km, in any units; old data ends the line with its age (· 3h)
          --demo                  print the bundled sample data

        Servers (for self-hosting, proxies and tests):
          --api-base URL          the weather API (default https://api.open-meteo.com or
                                  https://api.openweathermap.org)
          --geocoding-base URL    the place-name search (default https://geocoding-api.open-meteo.com,
                                  or the OpenWeatherMap API)
          --ip-locate-base URL    IP location (default http://ip-api.com)
          --alerts-base URL       every alerts service at this one base, with their own paths
          --air-quality-base URL  air quality and pollen (default the --api-base when one is given,
                                  else https://air-quality-api.open-meteo.com)

        OpenWeatherMap key (never on the command line):
          --api-key-file FILE     read the key from FILE (must not be readable by others: chmod 600)
          OPENWEATHERMAP_API_KEY  or take it from this environment variable

        Exit status:
        \(exitStatuses)

        """
    }
}
