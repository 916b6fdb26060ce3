// Kernel Tuner's own cache files (kernel_tuner.tune_kernel(..., cache=FILE)): the tuned
// parameters in "tune_params_keys" and "tune_params", and one entry per configuration in
// "cache", keyed by its values joined with commas. An entry holds the parameter values,
// "time" (the objective, ms) and "times" (the runtimes of each run, ms); a configuration
// that failed holds the name of Kernel Tuner's error class instead of a time.
#include "core/datasets/TuningDatasetFormats.h"
#include "core/base/CoreMessage.h"

#include "core/base/InputError.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

namespace augur::tuning {

namespace {

/// A cache key as it may appear in a field name: at most 40 printable characters, so a
/// hostile key cannot flood or steer a terminal.
std::string printableKey(const std::string& key) {
    std::string out;
    for (char ch : key.substr(0, 40)) out += (ch >= 0x20 && ch < 0x7f && ch != '"') ? ch : '?';
    return key.size() > 40 ? out + "..." : out;
}

std::string entryField(const std::string& key, const std::string& rest = "") {
    return "cache[\"" + printableKey(key) + "\"]" + (rest.empty() ? "" : "." + rest);
}

/// A text of the file shown to the user (device, kernel): printable, at most 100 characters.
std::string printableText(const nlohmann::ordered_json& doc, const char* field) {
    auto it = doc.find(field);
    if (it == doc.end() || !it->is_string()) return {};
    std::string out;
    for (char ch : it->get<std::string>().substr(0, 100)) out += (ch >= 0x20 && ch < 0x7f) ? ch : '?';
    return out;
}

/// A parameter value: a number, or a boolean as 0/1 (Kernel Tuner allows both).
std::optional<double> numericValue(const nlohmann::ordered_json& v) {
    if (v.is_boolean()) return v.get<bool>() ? 1.0 : 0.0;
    if (v.is_number() && plausibleParameterValue(v.get<double>())) return v.get<double>();
    return std::nullopt;
}

/// Kernel Tuner's error classes as written into the cache (kernel_tuner/util.py).
std::optional<MeasurementStatus> failureOf(const std::string& s) {
    if (s == "CompilationFailedConfig") return MeasurementStatus::CompileError;
    if (s == "RuntimeFailedConfig") return MeasurementStatus::RuntimeError;
    if (s == "ErrorConfig") return MeasurementStatus::Invalid;
    return std::nullopt;
}

std::vector<std::string> parameterNames(const nlohmann::ordered_json& doc, const std::string& path) {
    auto keys = doc.find("tune_params_keys");
    if (keys == doc.end() || !keys->is_array() || keys->empty())
        throw InputError(path, "tune_params_keys", "missing, empty or not an array of parameter names");
    std::vector<std::string> names;
    std::set<std::string> unique;
    for (std::size_t i = 0; i < keys->size(); ++i) {
        const auto& k = (*keys)[i];
        if (!k.is_string() || k.get<std::string>().empty() || k.get<std::string>().size() > 200)
            throw InputError(path, "tune_params_keys[" + std::to_string(i) + "]", "expected a parameter name");
        if (!unique.insert(k.get<std::string>()).second)
            throw InputError(path, "tune_params_keys[" + std::to_string(i) + "]", "names a parameter twice");
        names.push_back(k.get<std::string>());
    }
    return names;
}

/// Whether a cache key ("16,1,True") holds the entry's values in order: Kernel Tuner joins
/// the values' Python text with commas; booleans read as 1 and 0.
bool keyMatches(const std::string& key, const std::vector<double>& values) {
    std::size_t start = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const std::size_t end = i + 1 < values.size() ? key.find(',', start) : key.size();
        if (end == std::string::npos) return false;
        const std::string field = key.substr(start, end - start);
        double x = 0.0;
        if (field == "True" || field == "true")
            x = 1.0;
        else if (field == "False" || field == "false")
            x = 0.0;
        else {
            char* stop = nullptr;
            x = std::strtod(field.c_str(), &stop);
            if (field.empty() || stop != field.c_str() + field.size()) return false;
        }
        if (std::abs(x - values[i]) > 1e-9 * std::max(1.0, std::abs(values[i]))) return false;
        start = end + 1;
    }
    return !values.empty() || key.empty(); // the last field ran to the end of the key
}

/// The declared value lists ("tune_params"), when the file has them: they give the space
/// its full value lists, so neighbourhoods and distances see values no entry recorded.
std::vector<std::set<double>> declaredValues(const nlohmann::ordered_json& doc, const std::vector<std::string>& names,
                                             const std::string& path) {
    std::vector<std::set<double>> values(names.size());
    auto tp = doc.find("tune_params");
    if (tp == doc.end()) return values;
    if (!tp->is_object()) throw InputError(path, "tune_params", "expected an object of value lists");
    // A parameter the file varies but does not name among its keys would be dropped without
    // a word: the space would be a slice of the recorded one.
    for (auto it = tp->begin(); it != tp->end(); ++it)
        if (it.value().is_array() && it.value().size() > 1 &&
            std::find(names.begin(), names.end(), it.key()) == names.end())
            throw InputError(path, "tune_params_keys",
                             "lacks " + printableKey(it.key()) + ", which tune_params varies");
    for (std::size_t c = 0; c < names.size(); ++c) {
        auto list = tp->find(names[c]);
        if (list == tp->end()) continue;
        if (!list->is_array()) throw InputError(path, "tune_params." + names[c], "expected a list of values");
        for (std::size_t i = 0; i < list->size(); ++i) {
            const auto v = numericValue((*list)[i]);
            if (!v)
                throw InputError(path, "tune_params." + names[c] + "[" + std::to_string(i) + "]",
                                 "expected a number from -1e15 to 1e15 or a boolean (text values are not supported)");
            values[c].insert(*v);
        }
    }
    return values;
}

/// Reads the time of an entry into `rec`; false for a configuration the restrictions rule out.
bool readTime(const nlohmann::ordered_json& entry, const std::string& key, const std::string& path, TuningRecord& rec) {
    auto time = entry.find("time");
    if (time == entry.end()) throw InputError(path, entryField(key, "time"), "missing");
    if (time->is_string()) {
        const std::string s = time->get<std::string>();
        if (s == "InvalidConfig") return false;
        const auto status = failureOf(s);
        if (!status)
            throw InputError(path, entryField(key, "time"),
                             "expected a runtime in ms or one of CompilationFailedConfig, RuntimeFailedConfig, "
                             "InvalidConfig, ErrorConfig");
        rec.status = *status;
        rec.failureReason = coreText(MessageId::FailureKernelTunerCache, {s});
        return true;
    }
    if (!time->is_number() || !(time->get<double>() >= kMinRuntimeMs && time->get<double>() <= kMaxRuntimeMs))
        throw InputError(path, entryField(key, "time"), "expected a runtime in ms from 1e-6 to 1e7 or a failure name");
    std::vector<double> samples;
    if (auto times = entry.find("times"); times != entry.end()) {
        if (!times->is_array()) throw InputError(path, entryField(key, "times"), "expected a list of runtimes");
        samples.reserve(times->size());
        for (const auto& v : *times) {
            if (!v.is_number() || !(v.get<double>() >= kMinRuntimeMs && v.get<double>() <= kMaxRuntimeMs))
                throw InputError(path, entryField(key, "times"),
                                 "expected runtimes in ms from 1e-6 to 1e7 (finite, positive)");
            samples.push_back(v.get<double>());
        }
    }
    // The median of the runs, as for T4 files; "time" (their mean) when no run is listed.
    if (samples.empty()) samples.push_back(time->get<double>());
    setRuntimes(rec, std::move(samples));
    return true;
}

} // namespace

bool isKernelTunerCache(const nlohmann::ordered_json& doc) {
    return doc.is_object() && doc.contains("cache") && doc.contains("tune_params_keys");
}

void readKernelTunerCache(const nlohmann::ordered_json& doc, const std::string& path, TuningDataset& ds) {
    const std::vector<std::string> names = parameterNames(doc, path);
    std::vector<std::set<double>> values = declaredValues(doc, names, path);
    auto cache = doc.find("cache");
    if (cache == doc.end() || !cache->is_object()) throw InputError(path, "cache", "missing or not an object");

    std::map<std::vector<double>, std::string> firstKeyOf;
    ds.records.reserve(cache->size());
    for (auto it = cache->begin(); it != cache->end(); ++it) {
        const std::string& key = it.key();
        const auto& entry = it.value();
        if (!entry.is_object()) throw InputError(path, entryField(key), "expected an object");
        TuningRecord rec;
        rec.configuration.reserve(names.size());
        for (const auto& name : names) {
            auto v = entry.find(name);
            if (v == entry.end()) throw InputError(path, entryField(key, name), "missing parameter");
            const auto x = numericValue(*v);
            if (!x)
                throw InputError(path, entryField(key, name),
                                 "expected a number from -1e15 to 1e15 or a boolean (text values are not supported)");
            rec.configuration.push_back(*x);
        }
        if (!keyMatches(key, rec.configuration))
            throw InputError(path, entryField(key),
                             "the key does not match the entry's parameter values (Kernel Tuner keys are the values "
                             "joined with commas, in tune_params_keys order)");
        if (!readTime(entry, key, path, rec)) {
            ++ds.restrictedEntries;
            continue;
        }
        // The same configuration under two keys ("16,1" and "16.0,1") could carry two
        // different runtimes: which one is the truth cannot be told.
        if (auto [prev, fresh] = firstKeyOf.emplace(rec.configuration, key); !fresh)
            throw InputError(path, entryField(key), "repeats the configuration of " + entryField(prev->second));
        for (std::size_t c = 0; c < names.size(); ++c) values[c].insert(rec.configuration[c]);
        ds.records.push_back(std::move(rec));
    }
    if (ds.records.empty())
        throw InputError(path, "cache", "no configuration recorded (or every one ruled out by restrictions)");

    std::vector<Parameter> params;
    for (std::size_t c = 0; c < names.size(); ++c)
        params.push_back({names[c], std::vector<double>(values[c].begin(), values[c].end())});
    ds.problem.space = ParameterSpace(std::move(params));
    ds.problem.name = nameFromPath(path);
    ds.problem.hardware = printableText(doc, "device_name");
    if (ds.problem.hardware.empty()) // KERNEL_DEVICE.json like the shared files
        if (auto us = ds.problem.name.find('_'); us != std::string::npos)
            ds.problem.hardware = ds.problem.name.substr(us + 1);
    const std::string kernel = printableText(doc, "kernel_name");
    ds.format = TuningDatasetFormat::KernelTunerCache;
    ds.problem.description = "Kernel Tuner cache" + (kernel.empty() ? std::string() : " of " + kernel) +
        (ds.problem.hardware.empty() ? std::string() : " on " + ds.problem.hardware);
}

} // namespace augur::tuning
