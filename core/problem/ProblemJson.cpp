#include "core/problem/ProblemJson.h"

#include "core/base/BoundedJson.h"
#include "core/base/ConfinedFile.h"
#include "core/base/InputError.h"
#include "core/problem/TensorMapArg.h"

#include <sstream>

namespace augur::problemjson {

namespace fs = std::filesystem;

namespace {

const std::set<std::string> kDtypes{"f32", "f64", "f16", "bf16", "i32", "u32", "i64", "u8"};
const std::set<std::string> kRoles{"input", "output", "inout", "scratch"};
const std::set<std::string> kInits{"normal", "uniform", "uniform_pos", "int_range"};
const std::set<std::string> kArgTypes{"i32", "i64", "u32", "u64", "f32", "f64"};

std::vector<std::string> dim3Expressions(const json& j, const std::string& file, const std::string& field) {
    if (!j.is_array() || j.empty() || j.size() > 3)
        throw InputError(file, field, "must be an array of 1 to 3 expressions");
    std::vector<std::string> out;
    for (std::size_t i = 0; i < j.size(); ++i)
        out.push_back(expressionText(j[i], file, field + "[" + std::to_string(i) + "]"));
    while (out.size() < 3) out.push_back("1");
    return out;
}

LaunchSpec parseLaunch(const json& j, const std::string& file, const std::string& field) {
    checkKeys(j, {"kernel", "grid", "block", "shared_bytes", "resident_grid", "args"}, file, field);
    LaunchSpec l;
    l.kernel = requiredString(j, "kernel", file, field);
    if (!isIdentifier(l.kernel))
        throw InputError(file, field + ".kernel", "'" + l.kernel + "' is not an extern \"C\" kernel name");
    if (!j.contains("grid")) throw InputError(file, field + ".grid", "missing");
    if (!j.contains("block")) throw InputError(file, field + ".block", "missing");
    l.grid = dim3Expressions(j["grid"], file, field + ".grid");
    l.block = dim3Expressions(j["block"], file, field + ".block");
    if (j.contains("shared_bytes")) l.sharedBytes = expressionText(j["shared_bytes"], file, field + ".shared_bytes");
    if (j.contains("resident_grid")) {
        const json& r = j["resident_grid"];
        if (!r.is_boolean() && !r.is_number() && !r.is_string())
            throw InputError(file, field + ".resident_grid", "must be true, false, a number or an expression string");
        l.residentGrid =
            r.is_boolean() ? (r.get<bool>() ? "1" : "0") : expressionText(r, file, field + ".resident_grid");
    }
    if (!j.contains("args") || !j["args"].is_array()) throw InputError(file, field + ".args", "must be an array");
    for (std::size_t i = 0; i < j["args"].size(); ++i)
        l.args.push_back(expressionText(j["args"][i], file, field + ".args[" + std::to_string(i) + "]"));
    return l;
}

} // namespace

// Character loops, not std::regex: libstdc++'s regex recurses once per character of a
// repetition, so a long name (a kernel name in a candidate plan) overflowed the stack.
bool isIdentifier(const std::string& s) { // [A-Za-z_][A-Za-z0-9_]*
    if (s.empty() || (s[0] >= '0' && s[0] <= '9')) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

bool isProblemName(const std::string& s) { // [a-z0-9_]{1,128}
    if (s.empty() || s.size() > kMaxProblemNameLength) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

json readJsonFile(const fs::path& p) {
    const std::string text = readRegularFile(p, kMaxProblemJsonBytes, "(file)");
    // The position only, within a memory budget: the parser's own message quotes the bytes
    // it read, which may be another file's content.
    return parseBoundedJsonUnordered(text, p.string(), JsonLimits{}, "(file)");
}

void checkKeys(const json& j, const std::set<std::string>& known, const std::string& file, const std::string& field) {
    if (!j.is_object()) throw InputError(file, field, "must be an object");
    for (auto it = j.begin(); it != j.end(); ++it)
        if (!known.count(it.key())) throw InputError(file, field + "." + it.key(), "unknown field");
}

std::string expressionText(const json& j, const std::string& file, const std::string& field) {
    if (j.is_string()) {
        // An expression is a formula of sizes and parameters; 4 KiB holds any a problem
        // needs, and a 600 KiB one would be parsed at every evaluation.
        if (j.get_ref<const std::string&>().size() > 4096) throw InputError(file, field, "longer than 4096 characters");
        return j.get<std::string>();
    }
    if (j.is_number_integer()) return std::to_string(j.get<long long>());
    if (j.is_number()) {
        std::ostringstream ss;
        ss.precision(17);
        ss << j.get<double>();
        return ss.str();
    }
    throw InputError(file, field, "must be a number or an expression string");
}

std::string requiredString(const json& j, const char* key, const std::string& file, const std::string& field) {
    if (!j.contains(key)) throw InputError(file, field + "." + key, "missing");
    if (!j[key].is_string() || j[key].get<std::string>().empty())
        throw InputError(file, field + "." + key, "must be a non-empty string");
    return j[key].get<std::string>();
}

void checkExpression(const std::string& expr, const ExpressionVariables& vars, const std::string& file,
                     const std::string& field, bool mustBePositive) {
    double v = 0;
    try {
        v = evaluateExpression(expr, vars);
    } catch (const std::invalid_argument& e) {
        throw InputError(file, field, e.what());
    }
    if (mustBePositive && v <= 0)
        throw InputError(file, field, "'" + expr + "' must be positive (is " + std::to_string(v) + ")");
}

BufferSpec parseBuffer(const json& j, const std::string& file, const std::string& field) {
    checkKeys(j, {"name", "dtype", "count", "role", "init", "range"}, file, field);
    BufferSpec b;
    b.name = requiredString(j, "name", file, field);
    if (!isIdentifier(b.name)) throw InputError(file, field + ".name", "'" + b.name + "' is not an identifier");
    b.dtype = requiredString(j, "dtype", file, field);
    if (!kDtypes.count(b.dtype)) throw InputError(file, field + ".dtype", "unknown dtype '" + b.dtype + "'");
    if (!j.contains("count")) throw InputError(file, field + ".count", "missing");
    b.count = expressionText(j["count"], file, field + ".count");
    b.role = requiredString(j, "role", file, field);
    if (!kRoles.count(b.role)) throw InputError(file, field + ".role", "unknown role '" + b.role + "'");
    const bool initialised = b.role == "input" || b.role == "inout";
    if (initialised) {
        b.init = j.contains("init") ? requiredString(j, "init", file, field) : "normal";
        if (!kInits.count(b.init)) throw InputError(file, field + ".init", "unknown init '" + b.init + "'");
        if (b.init == "int_range") {
            if (!j.contains("range") || !j["range"].is_array() || j["range"].size() != 2 ||
                !j["range"][0].is_number() || !j["range"][1].is_number())
                throw InputError(file, field + ".range", "int_range needs \"range\": [lo, hi]");
            b.rangeLow = j["range"][0].get<double>();
            b.rangeHigh = j["range"][1].get<double>();
            if (!(b.rangeLow < b.rangeHigh))
                throw InputError(file, field + ".range", "lo must be below hi (inputs are never constant)");
        }
    } else if (j.contains("init")) {
        throw InputError(file, field + ".init", "only input and inout buffers are initialised");
    }
    return b;
}

std::vector<LaunchSpec> parseLaunches(const json& j, const std::string& file, const std::string& field) {
    if (!j.is_array() || j.empty()) throw InputError(file, field, "must be a non-empty array of launches");
    std::vector<LaunchSpec> out;
    for (std::size_t i = 0; i < j.size(); ++i)
        out.push_back(parseLaunch(j[i], file, field + "[" + std::to_string(i) + "]"));
    return out;
}

void checkLaunches(const std::vector<LaunchSpec>& launches, const std::set<std::string>& buffers,
                   const ExpressionVariables& vars, const std::string& file, const std::string& field) {
    for (std::size_t i = 0; i < launches.size(); ++i) {
        const auto& l = launches[i];
        const std::string f = field + "[" + std::to_string(i) + "]";
        for (int d = 0; d < 3; ++d) {
            checkExpression(l.grid[d], vars, file, f + ".grid[" + std::to_string(d) + "]", true);
            checkExpression(l.block[d], vars, file, f + ".block[" + std::to_string(d) + "]", true);
        }
        checkExpression(l.sharedBytes, vars, file, f + ".shared_bytes", false);
        checkExpression(l.residentGrid, vars, file, f + ".resident_grid", false);
        for (std::size_t a = 0; a < l.args.size(); ++a) {
            std::string arg = l.args[a];
            if (buffers.count(arg)) continue;
            if (isTensorMapArg(arg)) { // the syntax and names here; the geometry when a job is resolved
                try {
                    parseTensorMapArg(
                        arg, [&](const std::string& name) { return buffers.count(name) ? 0 : -1; }, vars);
                } catch (const std::invalid_argument& e) {
                    throw InputError(file, f + ".args[" + std::to_string(a) + "]", e.what());
                }
                continue;
            }
            auto colon = arg.find(':');
            if (colon != std::string::npos) {
                std::string type = arg.substr(0, colon);
                if (!kArgTypes.count(type))
                    throw InputError(file, f + ".args[" + std::to_string(a) + "]",
                                     "unknown argument type '" + type + "'");
                arg = arg.substr(colon + 1);
            }
            checkExpression(arg, vars, file, f + ".args[" + std::to_string(a) + "]", false);
        }
    }
}

ExpressionVariables sizeVariables(const Problem& p) { return sizeVariables(p.sizes); }

ExpressionVariables sizeVariables(const std::map<std::string, long long>& sizes) {
    ExpressionVariables v;
    for (const auto& [k, n] : sizes) v[k] = static_cast<double>(n);
    return v;
}

std::set<std::string> bufferNames(const std::vector<BufferSpec>& a, const std::vector<BufferSpec>& b) {
    std::set<std::string> s;
    for (const auto& x : a) s.insert(x.name);
    for (const auto& x : b) s.insert(x.name);
    return s;
}

json launchJson(const LaunchSpec& l) {
    json j{
        {"kernel", l.kernel}, {"grid", l.grid}, {"block", l.block}, {"shared_bytes", l.sharedBytes}, {"args", l.args}};
    if (l.residentGrid != "0") j["resident_grid"] = l.residentGrid;
    return j;
}

json bufferJson(const BufferSpec& b) {
    json j{{"name", b.name}, {"dtype", b.dtype}, {"count", b.count}, {"role", b.role}};
    if (!b.init.empty()) j["init"] = b.init;
    if (b.init == "int_range") j["range"] = {b.rangeLow, b.rangeHigh};
    return j;
}

} // namespace augur::problemjson
