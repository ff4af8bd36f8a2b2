// The dashboard is configured with the display choices and draws with the bundled assets: whoever imports the
// dashboard sees both.
@_exported import Assets
@_exported import DisplayOptions
