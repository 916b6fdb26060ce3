#include "core/problem/ProblemLoader.h"

#include "core/base/Expression.h"
#include "core/base/ConfinedFile.h"
#include "core/base/BoundedJson.h"
#include "core/base/InputError.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace augur {

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

const std::set<std::string> kDtypes{"f32", "f64", "f16", "bf16", "i32", "u32", "i64", "u8"};
const std::set<std::string> kRoles{"input", "output", "inout", "scratch"};
const std::set<std::string> kInits{"normal", "uniform", "uniform_pos", "int_range"};
const std::set<std::string> kArgTypes{"i32", "i64", "u32", "u64", "f32", "f64"};

// Character loops, not std::regex: libstdc++'s regex recurses once per character of a
// repetition, so a long name (a kernel name in a candidate plan) overflowed the stack.
bool isIdentifier(const std::string& s) { // [A-Za-z_][A-Za-z0-9_]*
    if (s.empty() || (s[0] >= '0' && s[0] <= '9')) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

bool isProblemName(const std::string& s) { // [a-z0-9_]+
    if (s.empty()) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

json readJson(const fs::path& p) {
    const std::string text = readRegularFile(p, kMaxProblemJsonBytes, "(file)");
    // The position only, within a memory budget: the parser's own message quotes the bytes
    // it read, which may be another file's content.
    return parseBoundedJsonUnordered(text, p.string(), JsonLimits{}, "(file)");
}

/// Rejects keys a field does not know, so a typo ("shared_byte") is an error, not a default.
void checkKeys(const json& j, const std::set<std::string>& known, const std::string& file, const std::string& field) {
    if (!j.is_object()) throw InputError(file, field, "must be an object");
    for (auto it = j.begin(); it != j.end(); ++it)
        if (!known.count(it.key())) throw InputError(file, field + "." + it.key(), "unknown field");
}

/// A number or a string, as expression text.
std::string expressionText(const json& j, const std::string& file, const std::string& field) {
    if (j.is_string()) return j.get<std::string>();
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
    checkKeys(j, {"kernel", "grid", "block", "shared_bytes", "args"}, file, field);
    LaunchSpec l;
    l.kernel = requiredString(j, "kernel", file, field);
    if (!isIdentifier(l.kernel))
        throw InputError(file, field + ".kernel", "'" + l.kernel + "' is not an extern \"C\" kernel name");
    if (!j.contains("grid")) throw InputError(file, field + ".grid", "missing");
    if (!j.contains("block")) throw InputError(file, field + ".block", "missing");
    l.grid = dim3Expressions(j["grid"], file, field + ".grid");
    l.block = dim3Expressions(j["block"], file, field + ".block");
    if (j.contains("shared_bytes")) l.sharedBytes = expressionText(j["shared_bytes"], file, field + ".shared_bytes");
    if (!j.contains("args") || !j["args"].is_array()) throw InputError(file, field + ".args", "must be an array");
    for (std::size_t i = 0; i < j["args"].size(); ++i)
        l.args.push_back(expressionText(j["args"][i], file, field + ".args[" + std::to_string(i) + "]"));
    return l;
}

std::vector<LaunchSpec> parseLaunches(const json& j, const std::string& file, const std::string& field) {
    if (!j.is_array() || j.empty()) throw InputError(file, field, "must be a non-empty array of launches");
    std::vector<LaunchSpec> out;
    for (std::size_t i = 0; i < j.size(); ++i)
        out.push_back(parseLaunch(j[i], file, field + "[" + std::to_string(i) + "]"));
    return out;
}

/// Evaluates every expression of a launch plan against `vars` and checks that every
/// argument names a buffer or evaluates.
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
        for (std::size_t a = 0; a < l.args.size(); ++a) {
            std::string arg = l.args[a];
            if (buffers.count(arg)) continue;
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

ExpressionVariables sizeVariables(const Problem& p) {
    ExpressionVariables v;
    for (const auto& [k, n] : p.sizes) v[k] = static_cast<double>(n);
    return v;
}

std::set<std::string> bufferNames(const std::vector<BufferSpec>& a, const std::vector<BufferSpec>& b = {}) {
    std::set<std::string> s;
    for (const auto& x : a) s.insert(x.name);
    for (const auto& x : b) s.insert(x.name);
    return s;
}

} // namespace

bool ProblemLoader::satisfiesRestrictions(const Problem& problem, const Configuration& c) {
    if (c.size() != problem.space.size()) return false;
    ExpressionVariables vars = sizeVariables(problem);
    for (std::size_t i = 0; i < c.size(); ++i) {
        if (!problem.space.positionOf(i, c[i])) return false;
        vars[problem.space.parameters()[i].name] = c[i];
    }
    for (std::size_t r = 0; r < problem.restrictions.size(); ++r) {
        try {
            if (evaluateExpression(problem.restrictions[r], vars) == 0.0) return false;
        } catch (const std::invalid_argument& e) {
            throw InputError(problem.origin, "tunable.restrictions[" + std::to_string(r) + "]", e.what());
        }
    }
    return true;
}

namespace {
/// Launches and scratch buffers of a candidate object, checked against the problem.
void parsePlanInto(CandidateSpec& c, const Problem& problem, const json& j, const std::string& file) {
    if (!j.contains("launches")) throw InputError(file, "launches", "missing");
    c.launches = parseLaunches(j["launches"], file, "launches");
    if (j.contains("buffers")) {
        if (!j["buffers"].is_array()) throw InputError(file, "buffers", "must be an array");
        for (std::size_t i = 0; i < j["buffers"].size(); ++i) {
            const std::string f = "buffers[" + std::to_string(i) + "]";
            BufferSpec b = parseBuffer(j["buffers"][i], file, f);
            if (b.role != "scratch") throw InputError(file, f + ".role", "a candidate may only add scratch buffers");
            for (const auto& pb : problem.buffers)
                if (pb.name == b.name)
                    throw InputError(file, f + ".name", "'" + b.name + "' is already a problem buffer");
            checkExpression(b.count, sizeVariables(problem), file, f + ".count", true);
            c.buffers.push_back(std::move(b));
        }
    }
    checkLaunches(c.launches, bufferNames(problem.buffers, c.buffers), sizeVariables(problem), file, "launches");
}

json launchJson(const LaunchSpec& l) {
    return json{
        {"kernel", l.kernel}, {"grid", l.grid}, {"block", l.block}, {"shared_bytes", l.sharedBytes}, {"args", l.args}};
}

json bufferJson(const BufferSpec& b) {
    json j{{"name", b.name}, {"dtype", b.dtype}, {"count", b.count}, {"role", b.role}};
    if (!b.init.empty()) j["init"] = b.init;
    if (b.init == "int_range") j["range"] = {b.rangeLow, b.rangeHigh};
    return j;
}
} // namespace

CandidateSpec ProblemLoader::loadCandidate(const Problem& problem, const std::string& jsonPath) {
    const fs::path path(jsonPath);
    const std::string file = path.string();
    json j = readJson(path);
    checkKeys(j, {"name", "note", "source", "launches", "buffers"}, file, "(candidate)");
    CandidateSpec c;
    c.file = file;
    c.name = j.contains("name") ? requiredString(j, "name", file, "(candidate)") : path.stem().string();
    if (j.contains("note")) {
        if (!j["note"].is_string()) throw InputError(file, "note", "must be a string");
        c.note = j["note"].get<std::string>();
    }
    const std::string src = requiredString(j, "source", file, "(candidate)");
    c.source = readConfinedFile(path.parent_path(), src, kMaxSourceBytes, file, "source");
    parsePlanInto(c, problem, j, file);
    return c;
}

CandidateSpec ProblemLoader::parseCandidatePlan(const Problem& problem, const std::string& planJson,
                                                const std::string& origin) {
    json j = parseBoundedJsonUnordered(planJson, origin, JsonLimits{}, "launches");
    if (j.is_array()) j = json{{"launches", j}};
    checkKeys(j, {"name", "note", "source", "launches", "buffers"}, origin, "(plan)");
    CandidateSpec c;
    c.file = origin;
    parsePlanInto(c, problem, j, origin);
    return c;
}

Candidate ProblemLoader::candidateFromSpec(const CandidateSpec& spec) {
    Candidate c;
    c.origin = Origin::User;
    c.source = spec.source;
    c.launchesJson = candidatePlanJson(spec);
    return c;
}

std::string ProblemLoader::candidatePlanJson(const CandidateSpec& spec) {
    json j{{"launches", json::array()}};
    for (const auto& l : spec.launches) j["launches"].push_back(launchJson(l));
    if (!spec.buffers.empty()) {
        j["buffers"] = json::array();
        for (const auto& b : spec.buffers) j["buffers"].push_back(bufferJson(b));
    }
    return j.dump();
}

std::vector<Configuration> ProblemLoader::validConfigurations(const Problem& problem, std::size_t cap) {
    std::vector<Configuration> out;
    for (auto& c : problem.space.enumerate(1'000'000)) {
        if (out.size() >= cap) break;
        if (satisfiesRestrictions(problem, c)) out.push_back(std::move(c));
    }
    return out;
}

Problem ProblemLoader::load(const std::string& pathText) {
    fs::path path(pathText);
    if (fs::is_directory(path)) {
        path /= "problem.json";
        if (!insideFolder(path.parent_path(), path))
            throw InputError(path.string(), "(file)", "leads outside the problem folder (a symbolic link out)");
    }
    const std::string file = path.string();
    const std::string folder = path.parent_path().string();
    return fromDocument(
        readJson(path), file,
        [&](const std::string& name, const std::string& field) {
            return readConfinedFile(folder, name, kMaxSourceBytes, file, field);
        },
        folder);
}

namespace {

// The sections of a problem document, in the order fromDocument reads them; each throws
// InputError naming the file and the field.

/// "sizes": named positive integers.
void readSizes(const json& j, const std::string& file, Problem& p) {
    if (!j.contains("sizes") || !j["sizes"].is_object())
        throw InputError(file, "sizes", "must be an object of named integers");
    for (auto it = j["sizes"].begin(); it != j["sizes"].end(); ++it) {
        if (!isIdentifier(it.key())) throw InputError(file, "sizes." + it.key(), "not an identifier");
        if (!it.value().is_number_integer() || it.value().get<long long>() <= 0)
            throw InputError(file, "sizes." + it.key(), "must be a positive integer");
        p.sizes[it.key()] = it.value().get<long long>();
    }
}

/// "buffers": at least one, names unique and distinct from the sizes, one output at least.
void readBuffers(const json& j, const std::string& file, const ExpressionVariables& sizeVars, Problem& p) {
    if (!j.contains("buffers") || !j["buffers"].is_array() || j["buffers"].empty())
        throw InputError(file, "buffers", "must be a non-empty array");
    std::set<std::string> seen;
    bool hasOutput = false;
    for (std::size_t i = 0; i < j["buffers"].size(); ++i) {
        const std::string f = "buffers[" + std::to_string(i) + "]";
        BufferSpec b = parseBuffer(j["buffers"][i], file, f);
        if (!seen.insert(b.name).second) throw InputError(file, f + ".name", "duplicate buffer '" + b.name + "'");
        if (p.sizes.count(b.name)) throw InputError(file, f + ".name", "'" + b.name + "' is also a size");
        checkExpression(b.count, sizeVars, file, f + ".count", true);
        hasOutput = hasOutput || b.role == "output" || b.role == "inout";
        p.buffers.push_back(std::move(b));
    }
    if (!hasOutput) throw InputError(file, "buffers", "no output or inout buffer: nothing could be checked");
}

/// "reference": its source and launch plan.
void readReference(const json& j, const std::string& file, const ProblemLoader::SourceReader& readSource,
                   const ExpressionVariables& sizeVars, Problem& p) {
    if (!j.contains("reference")) throw InputError(file, "reference", "missing");
    checkKeys(j["reference"], {"source", "launches"}, file, "reference");
    p.referenceSource = readSource(requiredString(j["reference"], "source", file, "reference"), "reference.source");
    if (!j["reference"].contains("launches")) throw InputError(file, "reference.launches", "missing");
    p.referenceLaunches = parseLaunches(j["reference"]["launches"], file, "reference.launches");
    checkLaunches(p.referenceLaunches, bufferNames(p.buffers), sizeVars, file, "reference.launches");
}

/// "precision_reference": the float64 plan and the limits of the precision check.
void readPrecisionReference(const json& j, const std::string& file, const ProblemLoader::SourceReader& readSource,
                            const ExpressionVariables& sizeVars, Problem& p) {
    if (j.contains("precision_reference")) {
        const json& pr = j["precision_reference"];
        checkKeys(pr, {"source", "launches", "max_error_ratio", "min_error", "error_scale", "max_error"}, file,
                  "precision_reference");
        p.precisionSource =
            readSource(requiredString(pr, "source", file, "precision_reference"), "precision_reference.source");
        if (!pr.contains("launches")) throw InputError(file, "precision_reference.launches", "missing");
        p.precisionLaunches = parseLaunches(pr["launches"], file, "precision_reference.launches");
        checkLaunches(p.precisionLaunches, bufferNames(p.buffers), sizeVars, file, "precision_reference.launches");
        if (pr.contains("max_error_ratio")) {
            if (!pr["max_error_ratio"].is_number() ||
                !(pr["max_error_ratio"].get<double>() >= 1 && pr["max_error_ratio"].get<double>() <= 1e6))
                throw InputError(file, "precision_reference.max_error_ratio", "must be a number from 1 to 1e6");
            p.precisionMaxRatio = pr["max_error_ratio"].get<double>();
        }
        if (pr.contains("min_error")) {
            if (!pr["min_error"].is_number() ||
                !(pr["min_error"].get<double>() >= 0 && pr["min_error"].get<double>() < 1))
                throw InputError(file, "precision_reference.min_error", "must be a number in [0, 1)");
            p.precisionMinError = pr["min_error"].get<double>();
        }
        if (pr.contains("max_error")) {
            if (!pr["max_error"].is_number() ||
                !(pr["max_error"].get<double>() > 0 && pr["max_error"].get<double>() < 1))
                throw InputError(file, "precision_reference.max_error", "must be a number in (0, 1)");
            p.precisionMaxError = pr["max_error"].get<double>();
        }
        if (pr.contains("error_scale")) {
            if (!pr["error_scale"].is_string() || pr["error_scale"].get<std::string>().empty())
                throw InputError(file, "precision_reference.error_scale", "must be an expression over the sizes");
            p.precisionErrorScale = pr["error_scale"].get<std::string>();
            double scale = 0;
            try {
                scale = evaluateExpression(p.precisionErrorScale, sizeVars);
            } catch (const std::exception& e) {
                throw InputError(file, "precision_reference.error_scale", e.what());
            }
            if (!(scale > 0 && std::isfinite(scale)))
                throw InputError(file, "precision_reference.error_scale", "must be positive and finite at the sizes");
        }
    }
}

/// "tolerance", "work", "timing" and "hardware".
void readMeasurementFields(const json& j, const std::string& file, const ExpressionVariables& sizeVars, Problem& p) {
    if (j.contains("tolerance")) {
        checkKeys(j["tolerance"], {"atol", "rtol"}, file, "tolerance");
        for (const char* k : {"atol", "rtol"})
            if (j["tolerance"].contains(k) && (!j["tolerance"][k].is_number() || j["tolerance"][k].get<double>() < 0))
                throw InputError(file, std::string("tolerance.") + k, "must be a non-negative number");
        p.tolerance.atol = j["tolerance"].value("atol", p.tolerance.atol);
        p.tolerance.rtol = j["tolerance"].value("rtol", p.tolerance.rtol);
    }
    if (j.contains("work")) {
        checkKeys(j["work"], {"flops", "bytes"}, file, "work");
        if (j["work"].contains("flops")) {
            p.workFlops = expressionText(j["work"]["flops"], file, "work.flops");
            checkExpression(p.workFlops, sizeVars, file, "work.flops", false);
        }
        if (j["work"].contains("bytes")) {
            p.workBytes = expressionText(j["work"]["bytes"], file, "work.bytes");
            checkExpression(p.workBytes, sizeVars, file, "work.bytes", false);
        }
    }
    if (j.contains("timing")) {
        checkKeys(j["timing"], {"l2"}, file, "timing");
        std::string l2 = j["timing"].value("l2", std::string("cold"));
        if (l2 != "cold" && l2 != "warm") throw InputError(file, "timing.l2", "must be \"cold\" or \"warm\"");
        p.warmL2 = l2 == "warm";
    }
    if (j.contains("hardware"))
        p.hardware = j["hardware"].is_string() ? j["hardware"].get<std::string>() : j["hardware"].dump();
}

/// "tunable": the template, its parameter space and restrictions (at least one valid
/// configuration, on which every launch expression evaluates).
void readTunable(const json& j, const std::string& file, const ProblemLoader::SourceReader& readSource,
                 const ExpressionVariables& sizeVars, Problem& p) {
    if (j.contains("tunable")) {
        const json& t = j["tunable"];
        checkKeys(t, {"source", "params", "restrictions", "launches"}, file, "tunable");
        p.tunableSource = readSource(requiredString(t, "source", file, "tunable"), "tunable.source");
        if (!t.contains("params") || !t["params"].is_object() || t["params"].empty())
            throw InputError(file, "tunable.params", "must be a non-empty object of value lists");
        std::vector<Parameter> params;
        for (auto it = t["params"].begin(); it != t["params"].end(); ++it) {
            const std::string f = "tunable.params." + it.key();
            if (!isIdentifier(it.key())) throw InputError(file, f, "not an identifier");
            if (p.sizes.count(it.key())) throw InputError(file, f, "'" + it.key() + "' is also a size");
            if (!it.value().is_array() || it.value().empty())
                throw InputError(file, f, "must be a non-empty array of numbers");
            Parameter par{it.key(), {}};
            for (const auto& v : it.value()) {
                if (!v.is_number()) throw InputError(file, f, "must hold numbers only");
                par.values.push_back(v.get<double>());
            }
            std::sort(par.values.begin(), par.values.end());
            if (std::adjacent_find(par.values.begin(), par.values.end()) != par.values.end())
                throw InputError(file, f, "repeats a value");
            params.push_back(std::move(par));
        }
        p.space = ParameterSpace(std::move(params));
        if (t.contains("restrictions")) {
            if (!t["restrictions"].is_array())
                throw InputError(file, "tunable.restrictions", "must be an array of expressions");
            for (std::size_t i = 0; i < t["restrictions"].size(); ++i)
                p.restrictions.push_back(
                    expressionText(t["restrictions"][i], file, "tunable.restrictions[" + std::to_string(i) + "]"));
        }
        if (!t.contains("launches")) throw InputError(file, "tunable.launches", "missing");
        p.tunableLaunches = parseLaunches(t["launches"], file, "tunable.launches");
        // Every restriction and launch expression must evaluate on a valid configuration.
        const auto all = p.space.enumerate(1'000'000);
        std::size_t valid = 0;
        for (const auto& c : all) {
            if (!ProblemLoader::satisfiesRestrictions(p, c)) continue;
            if (valid++ == 0) {
                ExpressionVariables vars = sizeVars;
                for (std::size_t i = 0; i < c.size(); ++i) vars[p.space.parameters()[i].name] = c[i];
                checkLaunches(p.tunableLaunches, bufferNames(p.buffers), vars, file, "tunable.launches");
            }
        }
        if (valid == 0) throw InputError(file, "tunable.restrictions", "no configuration of the space satisfies them");
    }
}

/// "check_sizes": other sizes at which correctness is checked again.
void readCheckSizes(const json& j, const std::string& file, Problem& p) {
    if (j.contains("check_sizes")) {
        if (!j["check_sizes"].is_array()) throw InputError(file, "check_sizes", "must be an array of size overrides");
        for (std::size_t i = 0; i < j["check_sizes"].size(); ++i) {
            const std::string f = "check_sizes[" + std::to_string(i) + "]";
            const json& o = j["check_sizes"][i];
            if (!o.is_object() || o.empty()) throw InputError(file, f, "must be a non-empty object of sizes");
            std::map<std::string, long long> variant = p.sizes;
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (!p.sizes.count(it.key())) throw InputError(file, f + "." + it.key(), "not a size of the problem");
                if (!it.value().is_number_integer() || it.value().get<long long>() <= 0)
                    throw InputError(file, f + "." + it.key(), "must be a positive integer");
                variant[it.key()] = it.value().get<long long>();
            }
            ExpressionVariables vars;
            for (const auto& [k, n] : variant) vars[k] = static_cast<double>(n);
            for (std::size_t b = 0; b < p.buffers.size(); ++b)
                checkExpression(p.buffers[b].count, vars, file, f + " (buffers[" + std::to_string(b) + "].count)",
                                true);
            checkLaunches(p.referenceLaunches, bufferNames(p.buffers), vars, file, f + " (reference.launches)");
            p.checkSizes.push_back(std::move(variant));
        }
    }
}

} // namespace

Problem ProblemLoader::fromDocument(const nlohmann::json& j, const std::string& file, const SourceReader& readSource,
                                    const std::string& folder) {
    checkKeys(j,
              {"name", "description", "sizes", "check_sizes", "buffers", "reference", "precision_reference",
               "tolerance", "work", "timing", "tunable", "hardware"},
              file, "(problem)");
    Problem p;
    p.origin = file;
    p.folder = folder;
    p.name = requiredString(j, "name", file, "(problem)");
    if (!isProblemName(p.name)) throw InputError(file, "name", "must match [a-z0-9_]+");
    if (j.contains("description")) {
        if (!j["description"].is_string()) throw InputError(file, "description", "must be a string");
        p.description = j["description"].get<std::string>();
    }

    readSizes(j, file, p);
    const ExpressionVariables sizeVars = sizeVariables(p);
    readBuffers(j, file, sizeVars, p);
    readReference(j, file, readSource, sizeVars, p);
    readPrecisionReference(j, file, readSource, sizeVars, p);
    readMeasurementFields(j, file, sizeVars, p);
    readTunable(j, file, readSource, sizeVars, p);
    readCheckSizes(j, file, p);

    // Hand-written candidates live beside a problem on disk; a document in memory has none.
    const fs::path candidates = fs::path(p.folder) / "candidates";
    if (!p.folder.empty() && fs::is_directory(candidates)) {
        std::vector<fs::path> files;
        for (const auto& e : fs::directory_iterator(candidates))
            if (e.path().extension() == ".json") files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (const auto& f : files) {
            // A candidate file is read only from inside the problem folder, and its source
            // only from inside the candidate file's own folder (loadCandidate).
            if (!insideFolder(p.folder, f))
                throw InputError(f.string(), "(file)",
                                 "leads outside the problem folder " + p.folder + " (a symbolic link out)");
            p.handCandidates.push_back(loadCandidate(p, f.string()));
        }
    }
    p.referenceNote = "reference: " + p.name + " reference.cu";
    return p;
}

} // namespace augur
