#include "core/datasets/AugurExportImporter.h"
#include "core/datasets/CompressedFile.h"

#include "core/model/LlmReplyRejection.h"
#include "core/model/CandidateJson.h"
#include "core/base/InputError.h"
#include "core/base/JsonRecords.h"
#include "core/datasets/TuningDataset.h"
#include "core/base/JsonWholeNumber.h"

#include <cmath>
#include <map>
#include <set>

namespace augur {

namespace {

/// One problem's records while they are read.
struct Group {
    std::vector<std::string> names; ///< parameter names, first record's order
    std::vector<std::set<double>> values;
    EvaluationProblem problem;
};

/// Calls a CandidateJson reader, putting the record's location in front of its field.
template <typename F>
auto located(const JsonRecord& r, const std::string& path, F&& read) {
    try {
        return read();
    } catch (const InputError& e) {
        // what() is "FILE: FIELD: message"; keep the message.
        const std::string message = std::string(e.what()).substr(e.file().size() + e.field().size() + 4);
        throw InputError(path, recordField(r, e.field()), message);
    }
}

} // namespace

EvaluationDataset AugurExportImporter::load(const std::string& path) { return parse(readMaybeGzip(path), path); }

EvaluationDataset AugurExportImporter::parse(const std::string& text, const std::string& path) {
    std::map<std::string, Group> groups;
    std::vector<std::string> order; // problems in order of first appearance
    for (const JsonRecord& r : readJsonRecords(text, path)) {
        const auto& j = r.value;
        if (j.contains("bin_scheme") && !(j["bin_scheme"].is_string() && j["bin_scheme"] == "gf-v2"))
            throw InputError(path, recordField(r, "bin_scheme"), "unknown bin scheme (this build reads gf-v2)");
        if (!j.contains("problem") || !j["problem"].is_string() || j["problem"].get<std::string>().empty())
            throw InputError(path, recordField(r, "problem"), "missing or not a non-empty string");
        if (!j.contains("measurement"))
            throw InputError(path, recordField(r, "measurement"), "missing (null when not measured)");
        if (j["measurement"].is_null()) continue;

        Candidate c;
        c.origin = Origin::Dataset;
        if (j.contains("origin") && j["origin"].is_string())
            if (auto o = parseOrigin(j["origin"].get<std::string>())) c.origin = *o;
        if (j.contains("source") && !j["source"].is_null()) {
            if (!j["source"].is_string()) throw InputError(path, recordField(r, "source"), "expected a string");
            c.source = j["source"].get<std::string>();
        }
        if (j.contains("launches") && !j["launches"].is_null())
            LlmReplyRejection::readStoredLaunches(c, j["launches"].dump());
        c.measurement = located(r, path, [&] { return measurementFromJson(j["measurement"], path); });
        if (j.contains("forecast") && !j["forecast"].is_null())
            c.forecast = located(r, path, [&] { return forecastFromJson(j["forecast"], path); });
        if (c.measurement->ok()) {
            const double s = c.measurement->speedup;
            if (!(s > 0.0) || !std::isfinite(s))
                throw InputError(path, recordField(r, "measurement.speedup"),
                                 "a successful measurement needs a positive finite speedup");
            if (j.contains("bin") && !j["bin"].is_null()) {
                const auto whole = wholeNumber<int>(j["bin"], 1, kBinCount);
                if (!whole) throw InputError(path, recordField(r, "bin"), "expected a bin from 1 to 8");
                const int bin = *whole;
                if (bin != BinScheme::binOf(s))
                    throw InputError(path, recordField(r, "bin"),
                                     "bin " + std::to_string(bin) + " does not match the speedup " + std::to_string(s) +
                                         " (bin " + std::to_string(BinScheme::binOf(s)) + " under gf-v2)");
            }
        }
        c.state = c.measurement->ok() ? CandidateState::Measured : CandidateState::Failed;

        const std::string problem = recordName(j["problem"].get<std::string>(), r, "problem", path);
        auto [it, fresh] = groups.try_emplace(problem);
        Group& g = it->second;
        if (fresh) {
            order.push_back(problem);
            g.problem.problem.name = problem;
            g.problem.problem.origin = path;
        }
        if (j.contains("parameters") && !j["parameters"].is_null()) {
            const auto& params = j["parameters"];
            if (!params.is_object())
                throw InputError(path, recordField(r, "parameters"), "expected an object of numbers");
            if (!params.empty() && g.names.empty()) {
                for (auto p = params.begin(); p != params.end(); ++p) g.names.push_back(p.key());
                g.values.resize(g.names.size());
            }
            if (!params.empty()) {
                c.configuration.assign(g.names.size(), 0.0);
                std::vector<char> seen(g.names.size(), 0);
                for (auto p = params.begin(); p != params.end(); ++p) {
                    std::size_t col = 0;
                    while (col < g.names.size() && g.names[col] != p.key()) ++col;
                    if (col == g.names.size())
                        throw InputError(path, recordField(r, "parameters." + p.key()),
                                         "unknown parameter (not in the first record of problem '" + problem + "')");
                    if (!p->is_number() || !plausibleParameterValue(p->get<double>()))
                        throw InputError(path, recordField(r, "parameters." + p.key()),
                                         "expected a number from -1e15 to 1e15");
                    c.configuration[col] = p->get<double>();
                    seen[col] = 1;
                }
                for (std::size_t col = 0; col < g.names.size(); ++col)
                    if (!seen[col])
                        throw InputError(path, recordField(r, "parameters." + g.names[col]), "missing parameter");
                for (std::size_t col = 0; col < g.names.size(); ++col) g.values[col].insert(c.configuration[col]);
            }
        }
        // The reference root (S = 1 by definition) is not a candidate to forecast.
        if (c.origin == Origin::Reference || (c.configuration.empty() && c.source.empty())) continue;
        std::string label =
            j.contains("id") && j["id"].is_number_integer() ? "#" + std::to_string(j["id"].get<long long>()) : r.where;
        g.problem.labels.push_back(std::move(label));
        g.problem.candidates.push_back(std::move(c));
    }

    EvaluationDataset ds;
    ds.origin = path;
    ds.format = "augur-export";
    CandidateId id = 0;
    for (const std::string& name : order) {
        Group& g = groups[name];
        if (g.problem.candidates.empty()) continue;
        std::vector<Parameter> params;
        for (std::size_t col = 0; col < g.names.size(); ++col)
            params.push_back({g.names[col], std::vector<double>(g.values[col].begin(), g.values[col].end())});
        g.problem.problem.space = ParameterSpace(std::move(params));
        for (std::size_t i = 0; i < g.problem.candidates.size(); ++i) {
            Candidate& c = g.problem.candidates[i];
            c.id = id++;
            if (!c.configuration.empty()) g.problem.labels[i] = g.problem.problem.space.key(c.configuration);
        }
        ds.problems.push_back(std::move(g.problem));
    }
    if (ds.problems.empty()) throw InputError(path, "measurement", "no measured candidate in the file");
    return ds;
}

} // namespace augur
