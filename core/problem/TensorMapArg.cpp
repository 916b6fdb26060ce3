#include "core/problem/TensorMapArg.h"

#include "core/base/JsonWholeNumber.h"

#include <cctype>
#include <limits>
#include <map>
#include <stdexcept>

namespace augur {

namespace {

const char* const kKeys[] = {"dims", "box", "strides", "swizzle"};

std::string trim(const std::string& s) {
    std::size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return s.substr(a, b - a);
}

/// Splits at commas outside parentheses: "64, min(BM, 128)" is two expressions.
std::vector<std::string> splitTopLevel(const std::string& s) {
    std::vector<std::string> out;
    int depth = 0;
    std::string cur;
    for (char c : s) {
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (c == ',' && depth == 0) {
            out.push_back(trim(cur));
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(trim(cur));
    return out;
}

/// Where a key ("dims=") starts a word of `s`, from `from`; npos when none does.
std::size_t nextKey(const std::string& s, std::size_t from, std::string* key) {
    for (std::size_t i = from; i < s.size(); ++i) {
        if (i > 0 && !std::isspace(static_cast<unsigned char>(s[i - 1]))) continue;
        for (const char* k : kKeys) {
            const std::string word = std::string(k) + "=";
            if (s.compare(i, word.size(), word) == 0) {
                *key = k;
                return i;
            }
        }
    }
    return std::string::npos;
}

/// A word of `s` written as a key (an identifier directly followed by one '=') that is not
/// one of kKeys: "foo=1", "DIMS=…". Empty when there is none.
std::string unknownKey(const std::string& s) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if ((i > 0 && !std::isspace(static_cast<unsigned char>(s[i - 1]))) ||
            !(std::isalpha(static_cast<unsigned char>(s[i])) || s[i] == '_'))
            continue;
        std::size_t j = i;
        while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
        if (j < s.size() && s[j] == '=' && (j + 1 == s.size() || s[j + 1] != '=')) {
            const std::string word = s.substr(i, j - i);
            bool known = false;
            for (const char* k : kKeys) known = known || word == k;
            if (!known) return word;
        }
        i = j;
    }
    return {};
}

std::vector<long long> evaluateList(const std::string& key, const std::string& text, const ExpressionVariables& vars) {
    std::vector<long long> out;
    for (const std::string& e : splitTopLevel(text)) {
        if (e.empty()) throw std::invalid_argument(key + "=: an empty expression");
        try {
            out.push_back(evaluateIntegerExpression(e, vars));
        } catch (const std::invalid_argument& err) {
            throw std::invalid_argument(key + "=" + e + ": " + err.what());
        }
    }
    return out;
}

} // namespace

bool isTensorMapArg(const std::string& arg) { return arg.rfind(kTensorMapPrefix, 0) == 0; }

TensorMapSpec parseTensorMapArg(const std::string& arg, const std::function<int(const std::string&)>& bufferIndex,
                                const ExpressionVariables& vars) {
    if (!isTensorMapArg(arg)) throw std::invalid_argument("not a tensor map: '" + arg + "'");
    const std::string body = arg.substr(std::string(kTensorMapPrefix).size());
    if (const std::string k = unknownKey(body); !k.empty())
        throw std::invalid_argument("tensor_map: unknown key '" + k + "=' (keys: dims, box, strides, swizzle)");
    std::string key;
    std::size_t at = nextKey(body, 0, &key);
    const std::string name = trim(body.substr(0, at));
    if (name.find_first_of(" \t\r\n") != std::string::npos)
        throw std::invalid_argument("tensor_map: expected 'tensor_map:BUFFER dims=… box=…' with no space before "
                                    "a key's '=', not '" +
                                    name.substr(0, 60) + "'");
    TensorMapSpec spec;
    spec.buffer = bufferIndex(name);
    if (spec.buffer < 0) throw std::invalid_argument("tensor_map: '" + name + "' is not a buffer of the problem");
    std::map<std::string, std::string> values;
    while (at != std::string::npos) {
        const std::string k = key;
        const std::size_t start = at + k.size() + 1;
        at = nextKey(body, start, &key);
        if (values.count(k)) throw std::invalid_argument("tensor_map: " + k + "= given twice");
        values[k] = trim(body.substr(start, at == std::string::npos ? std::string::npos : at - start));
    }
    for (const char* required : {"dims", "box"})
        if (!values.count(required))
            throw std::invalid_argument(std::string("tensor_map: ") + required + "= is missing");
    spec.dims = evaluateList("dims", values["dims"], vars);
    spec.box = evaluateList("box", values["box"], vars);
    if (values.count("strides")) spec.strides = evaluateList("strides", values["strides"], vars);
    if (values.count("swizzle")) {
        const auto s = evaluateList("swizzle", values["swizzle"], vars);
        if (s.size() != 1) throw std::invalid_argument("tensor_map: swizzle= takes one value");
        spec.swizzle = static_cast<int>(s.front());
    }
    return spec;
}

std::string tensorMapProblem(const TensorMapSpec& spec, long long bufferBytes, int elementBytes) {
    const std::size_t rank = spec.dims.size();
    if (rank < 1 || rank > 5) return "dims= needs 1 to 5 dimensions, not " + std::to_string(rank);
    if (spec.box.size() != rank) return "box= needs one value per dimension (" + std::to_string(rank) + ")";
    if (!spec.strides.empty() && spec.strides.size() != rank - 1)
        return "strides= needs one value per dimension after the first (" + std::to_string(rank - 1) + ")";
    if (spec.swizzle != 0 && spec.swizzle != 32 && spec.swizzle != 64 && spec.swizzle != 128)
        return "swizzle= must be 0, 32, 64 or 128, not " + std::to_string(spec.swizzle);
    for (std::size_t d = 0; d < rank; ++d) {
        if (spec.dims[d] < 1 || spec.dims[d] > (1LL << 32))
            return "dims[" + std::to_string(d) + "] = " + std::to_string(spec.dims[d]) + " is outside 1 to 2^32";
        if (spec.box[d] < 1 || spec.box[d] > 256)
            return "box[" + std::to_string(d) + "] = " + std::to_string(spec.box[d]) + " is outside 1 to 256";
    }
    const long long innerBoxBytes = spec.box[0] * elementBytes;
    if (innerBoxBytes % 16 != 0)
        return "the inner box (" + std::to_string(innerBoxBytes) + " bytes) must be a multiple of 16 bytes";
    if (spec.swizzle != 0 && innerBoxBytes > spec.swizzle)
        return "the inner box (" + std::to_string(innerBoxBytes) + " bytes) exceeds the " +
            std::to_string(spec.swizzle) + "-byte swizzle span";
    // The byte after the last element addressed must lie within the buffer. 128-bit sums:
    // a hostile job may ask for 2^32 rows 2^40 bytes apart.
    __int128 stride = static_cast<__int128>(spec.dims[0]) * elementBytes, end = stride;
    for (std::size_t d = 1; d < rank; ++d) {
        if (!spec.strides.empty()) stride = spec.strides[d - 1];
        if (stride % 16 != 0 || stride <= 0 || stride >= (static_cast<__int128>(1) << 40))
            return "stride " + std::to_string(d) + " (" +
                (stride < (static_cast<__int128>(1) << 62) ? std::to_string(static_cast<long long>(stride))
                                                           : std::string("over 2^62")) +
                (spec.strides.empty() ? " bytes, the dims packed" : " bytes") +
                ") must be a positive multiple of 16 below 2^40";
        end += static_cast<__int128>(spec.dims[d] - 1) * stride;
        if (spec.strides.empty()) stride *= spec.dims[d];
    }
    if (end > bufferBytes)
        return "the map spans " +
            (end < (static_cast<__int128>(1) << 62) ? std::to_string(static_cast<long long>(end))
                                                    : std::string("over 2^62")) +
            " bytes; the buffer has " + std::to_string(bufferBytes);
    return {};
}

long long bufferBytesOf(long long count, int elementBytes) {
    if (count <= 0 || elementBytes <= 0) return 0;
    if (count > std::numeric_limits<long long>::max() / elementBytes) return std::numeric_limits<long long>::max();
    return count * elementBytes;
}

nlohmann::json toJson(const TensorMapSpec& spec) {
    return {{"buffer", spec.buffer},
            {"dims", spec.dims},
            {"box", spec.box},
            {"strides", spec.strides},
            {"swizzle", spec.swizzle}};
}

TensorMapSpec tensorMapFromJson(const nlohmann::json& j, const std::string& where) {
    if (!j.is_object()) throw std::invalid_argument(where + ": expected an object");
    auto list = [&](const char* key) {
        if (!j.contains(key) || !j[key].is_array() || j[key].size() > 5)
            throw std::invalid_argument(where + "." + key + ": expected an array of at most 5 whole numbers");
        std::vector<long long> out;
        for (const auto& v : j[key]) {
            const auto n = wholeNumber<long long>(v);
            if (!n) throw std::invalid_argument(where + "." + key + ": expected whole numbers");
            out.push_back(*n);
        }
        return out;
    };
    TensorMapSpec spec;
    const auto buffer = j.contains("buffer") ? wholeNumber<int>(j["buffer"], 0) : std::nullopt;
    const auto swizzle = j.contains("swizzle") ? wholeNumber<int>(j["swizzle"], 0) : std::nullopt;
    if (!buffer || !swizzle) throw std::invalid_argument(where + ": buffer and swizzle must be whole numbers");
    spec.buffer = *buffer;
    spec.swizzle = *swizzle;
    spec.dims = list("dims");
    spec.box = list("box");
    spec.strides = list("strides");
    return spec;
}

} // namespace augur
