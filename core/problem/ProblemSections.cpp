#include "core/problem/ProblemSections.h"

#include "core/base/InputError.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/SpaceRestrictions.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace augur::problemjson {

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

void readReference(const json& j, const std::string& file, const ProblemLoader::SourceReader& readSource,
                   const ExpressionVariables& sizeVars, Problem& p) {
    if (!j.contains("reference")) throw InputError(file, "reference", "missing");
    checkKeys(j["reference"], {"source", "launches"}, file, "reference");
    p.referenceSource = readSource(requiredString(j["reference"], "source", file, "reference"), "reference.source");
    if (!j["reference"].contains("launches")) throw InputError(file, "reference.launches", "missing");
    p.referenceLaunches = parseLaunches(j["reference"]["launches"], file, "reference.launches");
    checkLaunches(p.referenceLaunches, bufferNames(p.buffers), sizeVars, file, "reference.launches");
}

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
                if (!v.is_number() || !plausibleParameterValue(v.get<double>()))
                    throw InputError(file, f, "must hold numbers from -1e15 to 1e15 only");
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
            if (t["restrictions"].size() > 64)
                throw InputError(file, "tunable.restrictions", "more than 64 expressions");
            for (std::size_t i = 0; i < t["restrictions"].size(); ++i)
                p.restrictions.push_back(
                    expressionText(t["restrictions"][i], file, "tunable.restrictions[" + std::to_string(i) + "]"));
        }
        if (!t.contains("launches")) throw InputError(file, "tunable.launches", "missing");
        p.tunableLaunches = parseLaunches(t["launches"], file, "tunable.launches");
        // Every restriction and launch expression must evaluate on a valid configuration: the
        // first one, in odometer order, among at most 100,000 tried (a space of 1e20 is not
        // walked, nor materialised).
        const auto& ps = p.space.parameters();
        SpaceRestrictions restrictions(p); // a restriction that does not parse: InputError
        bool found = false;
        p.space.forEach(100'000, [&](const Configuration& c) {
            if (!restrictions.holds(c)) return true;
            found = true;
            ExpressionVariables vars = sizeVars;
            for (std::size_t i = 0; i < c.size(); ++i) vars[ps[i].name] = c[i];
            checkLaunches(p.tunableLaunches, bufferNames(p.buffers), vars, file, "tunable.launches");
            return false;
        });
        if (!found)
            throw InputError(file, "tunable.restrictions",
                             "no configuration of the space satisfies them (the first 100,000 were tried)");
    }
}

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

} // namespace augur::problemjson
