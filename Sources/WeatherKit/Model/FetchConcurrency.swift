/// How many places are asked at once, by `now --all` and by the dashboard's Places page alike: enough to hide a
/// server's latency, few enough that thousands of saved places stay within a few threads, descriptors and megabytes.
public enum FetchConcurrency {
    public static let placesAtOnce = 8
}
