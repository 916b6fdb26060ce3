// Kernel Tuner's T4 results format (the benchmark hub's files, and Augur's datasets).
#include "core/datasets/TuningDatasetFormats.h"
#include "core/base/CoreMessage.h"

#include "core/base/InputError.h"
#include "core/model/Measurement.h"

#include <cmath>
#include <map>
#include <set>

namespace augur::tuning {

namespace {

std::string at(std::size_t i, const char* rest = "") { return "results[" + std::to_string(i) + "]" + rest; }

MeasurementStatus statusOfInvalidity(const std::string& s) {
    if (s == "compile") return MeasurementStatus::CompileError;
    if (s == "runtime") return MeasurementStatus::RuntimeError;
    if (s == "correctness") return MeasurementStatus::WrongResult;
    if (s == "timeout") return MeasurementStatus::Timeout;
    return MeasurementStatus::Invalid;
}

/// The runtimes of a correct record, checked.
std::vector<double> runtimesOf(const nlohmann::ordered_json& r, std::size_t i, const std::string& path) {
    auto times = r.find("times");
    if (times == r.end() || !times->is_object()) throw InputError(path, at(i, ".times"), "missing or not an object");
    auto rt = times->find("runtimes");
    if (rt == times->end() || !rt->is_array() || rt->empty())
        throw InputError(path, at(i, ".times.runtimes"), "missing or empty for a correct configuration");
    std::vector<double> samples;
    samples.reserve(rt->size());
    for (const auto& v : *rt) {
        if (!v.is_number() || !(v.get<double>() >= kMinRuntimeMs && v.get<double>() <= kMaxRuntimeMs))
            throw InputError(path, at(i, ".times.runtimes"),
                             "expected runtimes in ms from 1e-6 to 1e7 (finite, positive)");
        samples.push_back(v.get<double>());
    }
    return samples;
}

/// Augur datasets: the paired speedup, its interval and the reference time of its job.
void readRecordedSpeedup(const nlohmann::ordered_json& r, std::size_t i, const std::string& path, TuningRecord& rec) {
    auto sp = r.find("speedup");
    if (sp == r.end()) return;
    if (!sp->is_number() || !plausibleSpeedup(sp->get<double>()))
        throw InputError(path, at(i, ".speedup"), "expected a finite positive number (1e-9 to 1e9)");
    rec.recordedSpeedup = sp->get<double>();
    rec.recordedSpeedupLow = rec.recordedSpeedupHigh = *rec.recordedSpeedup;
    if (auto ci = r.find("speedup_ci");
        ci != r.end() && ci->is_array() && ci->size() == 2 && (*ci)[0].is_number() && (*ci)[1].is_number()) {
        rec.recordedSpeedupLow = (*ci)[0].get<double>();
        rec.recordedSpeedupHigh = (*ci)[1].get<double>();
        if (!(rec.recordedSpeedupLow > 0 && rec.recordedSpeedupLow <= rec.recordedSpeedupHigh &&
              std::isfinite(rec.recordedSpeedupHigh)))
            throw InputError(path, at(i, ".speedup_ci"), "expected [low, high] with 0 < low <= high, finite");
    }
    if (auto rm = r.find("reference_ms"); rm != r.end() && rm->is_number()) {
        if (!(rm->get<double>() >= kMinRuntimeMs && rm->get<double>() <= kMaxRuntimeMs))
            throw InputError(path, at(i, ".reference_ms"), "expected a runtime in ms from 1e-6 to 1e7");
        rec.recordedReferenceMs = rm->get<double>();
    }
}

} // namespace

void readT4(const nlohmann::ordered_json& doc, const std::string& path, TuningDataset& ds) {
    auto results = doc.find("results");
    if (results == doc.end()) throw InputError(path, "results", "missing (not a T4 results file)");
    if (!results->is_array()) throw InputError(path, "results", "expected an array");
    if (results->empty()) throw InputError(path, "results", "empty: no configurations recorded");

    // Parameter names come from the first record, in file order; every other record must
    // have exactly those names.
    const auto& first = (*results)[0];
    if (!first.is_object() || !first.contains("configuration") || !first["configuration"].is_object())
        throw InputError(path, at(0, ".configuration"), "missing or not an object");
    std::vector<std::string> names;
    for (auto it = first["configuration"].begin(); it != first["configuration"].end(); ++it) names.push_back(it.key());
    if (names.empty()) throw InputError(path, at(0, ".configuration"), "has no parameters");
    std::map<std::string, std::size_t> column;
    for (std::size_t i = 0; i < names.size(); ++i) column[names[i]] = i;

    std::vector<std::set<double>> values(names.size());
    std::map<std::vector<double>, std::size_t> firstRecordOf;
    ds.records.reserve(results->size());
    for (std::size_t i = 0; i < results->size(); ++i) {
        const auto& r = (*results)[i];
        if (!r.is_object()) throw InputError(path, at(i), "expected an object");
        auto cfg = r.find("configuration");
        if (cfg == r.end() || !cfg->is_object())
            throw InputError(path, at(i, ".configuration"), "missing or not an object");
        TuningRecord rec;
        rec.configuration.assign(names.size(), 0.0);
        std::vector<char> seen(names.size(), 0);
        for (auto it = cfg->begin(); it != cfg->end(); ++it) {
            auto col = column.find(it.key());
            if (col == column.end())
                throw InputError(path, at(i, ".configuration.") + it.key(), "unknown parameter (not in results[0])");
            if (!it->is_number() || !plausibleParameterValue(it->get<double>()))
                throw InputError(path, at(i, ".configuration.") + it.key(), "expected a number from -1e15 to 1e15");
            rec.configuration[col->second] = it->get<double>();
            seen[col->second] = 1;
        }
        for (std::size_t c = 0; c < names.size(); ++c)
            if (!seen[c]) throw InputError(path, at(i, ".configuration.") + names[c], "missing parameter");
        // A configuration recorded twice would count twice in the space and could carry
        // two different runtimes: which one is the truth cannot be told.
        if (auto [prev, fresh] = firstRecordOf.emplace(rec.configuration, i); !fresh)
            throw InputError(path, at(i, ".configuration"), "repeats results[" + std::to_string(prev->second) + "]");

        auto inv = r.find("invalidity");
        if (inv == r.end() || !inv->is_string())
            throw InputError(path, at(i, ".invalidity"), "missing or not a string");
        const std::string invalidity = inv->get<std::string>();
        if (invalidity == "correct") {
            setRuntimes(rec, runtimesOf(r, i, path));
            readRecordedSpeedup(r, i, path, rec);
        } else {
            rec.status = statusOfInvalidity(invalidity);
            rec.failureReason = coreText(MessageId::FailureRecorded, {invalidity.substr(0, 40)});
            if (auto fr = r.find("failure_reason"); fr != r.end() && fr->is_string())
                rec.failureReason = invalidity.substr(0, 40) + ": " + fr->get<std::string>();
        }
        if (auto d = r.find("details"); d != r.end()) rec.report = MeasurementReport::fromJson(*d);
        for (std::size_t c = 0; c < names.size(); ++c) values[c].insert(rec.configuration[c]);
        ds.records.push_back(std::move(rec));
    }

    std::vector<Parameter> params;
    for (std::size_t c = 0; c < names.size(); ++c)
        params.push_back({names[c], std::vector<double>(values[c].begin(), values[c].end())});
    ds.problem.space = ParameterSpace(std::move(params));
    ds.problem.name = nameFromPath(path);
    // File names of Kernel Tuner's benchmark hub read KERNEL_DEVICE_T4; keep the device.
    if (auto us = ds.problem.name.find_last_of('_'); us != std::string::npos)
        ds.problem.hardware = ds.problem.name.substr(us + 1);
    ds.format = TuningDatasetFormat::T4;
}

} // namespace augur::tuning
