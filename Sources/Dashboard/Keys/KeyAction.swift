/// What a key asks the dashboard to do.
public enum KeyAction: Sendable, Equatable {
    case nextPage, previousPage, firstPage, lastPage
    case goTo(Page)
    case scrollDown, scrollUp
    case logMood
    case nextPlace, previousPlace
    /// On the Places page: move the selection to another card.
    case selectNextPlace, selectPreviousPlace
    /// On the Places page: show the selected place's (or the place with this index's) Now page.
    case openSelectedPlace
    case openPlace(Int)
    case refresh
    case switchUnits
    case toggleHelp
    case toggleAlerts
    /// A screenful up or down in the alerts list.
    case scrollPageUp, scrollPageDown
    case quit
    /// Esc outside an overlay: says that q and Ctrl-C quit (Esc alone may be line noise).
    case explainQuit
    case suspend
}
