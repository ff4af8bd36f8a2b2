/// Why `basemap.bin` could not be read: the file is damaged or from another version of wxdash.
public struct BaseMapReadError: Error, Equatable, CustomStringConvertible {
    public let problem: String
    public var path: String?

    init(_ problem: String) { self.problem = problem }

    public var description: String {
        let file = path ?? "basemap.bin"
        return "the base map \(file) cannot be read (\(problem)): reinstall wxdash's assets with 'make install', "
            + "or make the file again with Scripts/make_basemap.py"
    }
}
