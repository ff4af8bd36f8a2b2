/// The two fields every 2.5 body may carry: `{"cod":401,"message":"Invalid API key…"}` in errors,
/// `"cod":200` / `"cod":"200"` (and a numeric `message`) in successes.
struct OpenWeatherMapErrorBody: Decodable, Equatable {
    let cod: OpenWeatherMapCode?
    let message: String?

    enum CodingKeys: String, CodingKey {
        case cod, message
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = try? container.decodeIfPresent(OpenWeatherMapCode.self, forKey: .cod)
        message = try? container.decodeIfPresent(String.self, forKey: .message)
    }
}
