#include "core/datasets/T4Dataset.h"

#include "core/problem/ProblemLoader.h"

#include "core/base/InputError.h"

#include <algorithm>
#include <cstring>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>
#include <zlib.h>

namespace augur {

namespace {

/// Sizes, buffers and launch plans of an Augur dataset's embedded problem ("augur.problem"
/// with "reference_source" / "template_source"), so a replayed candidate's kernel and
/// launch plan can be shown as they ran. The replay itself needs none of it: a description
/// that does not parse is left out and the dataset replays as before.
void describeFromEmbeddedProblem(const nlohmann::json& augur, const std::string& path, Problem& p) {
    if (!augur.contains("problem") || !augur["problem"].is_object()) return;
    nlohmann::json document = augur["problem"];
    document.erase("precision_reference"); // its float64 source is not recorded
    auto source = [&](const std::string&, const std::string& field) {
        const char* key = field == "reference.source" ? "reference_source" : "template_source";
        if (!augur.contains(key) || !augur[key].is_string())
            throw InputError(path, std::string("augur.") + key, "missing");
        return augur[key].get<std::string>();
    };
    try {
        const Problem described = ProblemLoader::fromDocument(document, path, source);
        p.sizes = described.sizes;
        p.checkSizes = described.checkSizes;
        p.buffers = described.buffers;
        p.referenceLaunches = described.referenceLaunches;
        p.tunableLaunches = described.tunableLaunches;
        p.tolerance = described.tolerance;
        p.workFlops = described.workFlops;
        p.workBytes = described.workBytes;
        p.warmL2 = described.warmL2;
    } catch (const std::exception&) {
        // Left out, as documented above.
    }
}

constexpr double kMinRuntimeMs = 1e-6; ///< 1 ns
constexpr double kMaxRuntimeMs = 1e7; ///< about 2.8 h
} // namespace

std::string readMaybeGzip(const std::string& path) {
    // A regular file of bounded size, inflated to a bounded size: /dev/zero, a FIFO or a
    // gzip bomb ends with an error, not with all the memory there is.
    constexpr std::size_t kMaxFileBytes = 256u << 20, kMaxInflatedBytes = 512u << 20;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) throw InputError(path, "file", "cannot open for reading: no such file");
    if (!std::filesystem::is_regular_file(path, ec))
        throw InputError(path, "file", "is not a regular file (a directory, device or FIFO)");
    if (std::filesystem::file_size(path, ec) > kMaxFileBytes) throw InputError(path, "file", "is larger than 256 MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, "file", "cannot open for reading");
    std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const bool gz =
        raw.size() >= 2 && static_cast<unsigned char>(raw[0]) == 0x1f && static_cast<unsigned char>(raw[1]) == 0x8b;
    if (!gz) return raw;

    z_stream zs{};
    // 16 + MAX_WBITS: expect a gzip header and trailer.
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) throw InputError(path, "gzip", "zlib initialisation failed");
    zs.next_in = reinterpret_cast<Bytef*>(raw.data());
    zs.avail_in = static_cast<uInt>(raw.size());
    std::string out;
    char buf[1 << 16];
    int rc = Z_OK;
    do {
        zs.next_out = reinterpret_cast<Bytef*>(buf);
        zs.avail_out = sizeof buf;
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            std::string msg = zs.msg ? zs.msg : "inflate error";
            inflateEnd(&zs);
            if (rc == Z_BUF_ERROR) msg = "truncated gzip stream";
            throw InputError(path, "gzip", msg);
        }
        out.append(buf, sizeof buf - zs.avail_out);
        if (out.size() > kMaxInflatedBytes) {
            inflateEnd(&zs);
            throw InputError(path, "gzip", "inflates to more than 512 MiB: not a dataset");
        }
    } while (rc != Z_STREAM_END);
    inflateEnd(&zs);
    return out;
}

namespace {

std::string at(std::size_t i, const char* rest = "") { return "results[" + std::to_string(i) + "]" + rest; }

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// Quantile with linear interpolation between order statistics (type 7).
double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    const double pos = q * static_cast<double>(v.size() - 1);
    const auto lo = static_cast<std::size_t>(pos);
    const auto hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (pos - static_cast<double>(lo)) * (v[hi] - v[lo]);
}

MeasurementStatus statusOfInvalidity(const std::string& s) {
    if (s == "compile") return MeasurementStatus::CompileError;
    if (s == "runtime") return MeasurementStatus::RuntimeError;
    if (s == "correctness") return MeasurementStatus::WrongResult;
    if (s == "timeout") return MeasurementStatus::Timeout;
    return MeasurementStatus::Invalid;
}

} // namespace

T4Dataset loadT4Dataset(const std::string& path, const std::string& referenceKey) {
    const std::string text = readMaybeGzip(path);
    // ordered_json keeps the parameters in file order (plain json sorts object keys).
    nlohmann::ordered_json doc;
    try {
        doc = nlohmann::ordered_json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        throw InputError(path, "json", std::string("not valid JSON (byte ") + std::to_string(e.byte) + ")");
    } catch (const nlohmann::json::exception& e) { // out_of_range: a number that overflows
        throw InputError(path, "json", std::string("not valid JSON: ") + e.what());
    }
    if (!doc.is_object()) throw InputError(path, "(root)", "expected a JSON object with \"results\"");
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

    T4Dataset ds;
    std::vector<std::set<double>> values(names.size());
    std::map<std::vector<double>, std::size_t> firstRecordOf;
    ds.records.reserve(results->size());
    for (std::size_t i = 0; i < results->size(); ++i) {
        const auto& r = (*results)[i];
        if (!r.is_object()) throw InputError(path, at(i), "expected an object");
        auto cfg = r.find("configuration");
        if (cfg == r.end() || !cfg->is_object())
            throw InputError(path, at(i, ".configuration"), "missing or not an object");
        T4Record rec;
        rec.configuration.assign(names.size(), 0.0);
        std::vector<char> seen(names.size(), 0);
        for (auto it = cfg->begin(); it != cfg->end(); ++it) {
            auto col = column.find(it.key());
            if (col == column.end())
                throw InputError(path, at(i, ".configuration.") + it.key(), "unknown parameter (not in results[0])");
            if (!it->is_number() || !std::isfinite(it->get<double>()))
                throw InputError(path, at(i, ".configuration.") + it.key(), "expected a number");
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
            auto times = r.find("times");
            if (times == r.end() || !times->is_object())
                throw InputError(path, at(i, ".times"), "missing or not an object");
            auto rt = times->find("runtimes");
            if (rt == times->end() || !rt->is_array() || rt->empty())
                throw InputError(path, at(i, ".times.runtimes"), "missing or empty for a correct configuration");
            std::vector<double> samples;
            samples.reserve(rt->size());
            for (const auto& v : *rt) {
                // Finite and plausible (1 ns to about 3 h): a runtime of 1e308 or 1e-308 ms
                // makes the speedups against it overflow or vanish.
                if (!v.is_number() || !(v.get<double>() >= kMinRuntimeMs && v.get<double>() <= kMaxRuntimeMs))
                    throw InputError(path, at(i, ".times.runtimes"),
                                     "expected runtimes in ms from 1e-6 to 1e7 (finite, positive), got " +
                                         v.dump().substr(0, 40));
                samples.push_back(v.get<double>());
            }
            rec.medianMs = median(samples);
            rec.iqrMs = quantile(samples, 0.75) - quantile(samples, 0.25);
            rec.samples = static_cast<int>(samples.size());
            if (auto sp = r.find("speedup"); sp != r.end()) {
                if (!sp->is_number() || !(sp->get<double>() >= 1e-9 && sp->get<double>() <= 1e9))
                    throw InputError(path, at(i, ".speedup"), "expected a finite positive number (1e-9 to 1e9)");
                rec.recordedSpeedup = sp->get<double>();
                rec.recordedSpeedupLow = rec.recordedSpeedupHigh = *rec.recordedSpeedup;
                if (auto ci = r.find("speedup_ci"); ci != r.end() && ci->is_array() && ci->size() == 2 &&
                    (*ci)[0].is_number() && (*ci)[1].is_number()) {
                    rec.recordedSpeedupLow = (*ci)[0].get<double>();
                    rec.recordedSpeedupHigh = (*ci)[1].get<double>();
                    if (!(rec.recordedSpeedupLow > 0 && rec.recordedSpeedupLow <= rec.recordedSpeedupHigh &&
                          std::isfinite(rec.recordedSpeedupHigh)))
                        throw InputError(path, at(i, ".speedup_ci"),
                                         "expected [low, high] with 0 < low <= high, finite");
                }
                if (auto rm = r.find("reference_ms"); rm != r.end() && rm->is_number()) {
                    if (!(rm->get<double>() >= kMinRuntimeMs && rm->get<double>() <= kMaxRuntimeMs))
                        throw InputError(path, at(i, ".reference_ms"), "expected a runtime in ms from 1e-6 to 1e7");
                    rec.recordedReferenceMs = rm->get<double>();
                }
            }
        } else {
            rec.status = statusOfInvalidity(invalidity);
            rec.failureReason = invalidity + " failure recorded in the dataset";
            if (auto fr = r.find("failure_reason"); fr != r.end() && fr->is_string())
                rec.failureReason = invalidity + ": " + fr->get<std::string>();
        }
        if (auto d = r.find("details"); d != r.end()) rec.report = MeasurementReport::fromJson(*d);
        for (std::size_t c = 0; c < names.size(); ++c) values[c].insert(rec.configuration[c]);
        ds.records.push_back(std::move(rec));
    }

    std::vector<Parameter> params;
    for (std::size_t c = 0; c < names.size(); ++c)
        params.push_back({names[c], std::vector<double>(values[c].begin(), values[c].end())});

    Problem& p = ds.problem;
    p.space = ParameterSpace(std::move(params));
    p.origin = path;
    std::string base = path.substr(path.find_last_of('/') + 1);
    for (const char* suffix : {".gz", ".json", "_T4"})
        if (base.size() > std::strlen(suffix) && base.ends_with(suffix)) base.resize(base.size() - std::strlen(suffix));
    p.name = base;
    // File names of Kernel Tuner's benchmark hub read NAME_DEVICE_T4; keep the device.
    if (auto us = base.find_last_of('_'); us != std::string::npos) p.hardware = base.substr(us + 1);
    p.description = "Kernel Tuner search space replayed from " + base + " (" + std::to_string(ds.records.size()) +
        " recorded configurations)";

    bool found = false;
    const auto augur = doc.find("augur");
    if (augur != doc.end() && augur->is_object()) {
        const auto& a = *augur;
        if (a.contains("problem") && a["problem"].is_object()) {
            const auto& pj = a["problem"];
            if (pj.contains("name") && pj["name"].is_string()) p.name = pj["name"].get<std::string>();
            if (pj.contains("description") && pj["description"].is_string())
                p.description = pj["description"].get<std::string>();
        }
        if (a.contains("reference_source") && a["reference_source"].is_string())
            p.referenceSource = a["reference_source"].get<std::string>();
        if (a.contains("template_source") && a["template_source"].is_string())
            p.tunableSource = a["template_source"].get<std::string>();
        describeFromEmbeddedProblem(a, path, p);
        if (a.contains("hardware") && a["hardware"].is_object() && a["hardware"].contains("name") &&
            a["hardware"]["name"].is_string())
            p.hardware = a["hardware"]["name"].get<std::string>();
        if (referenceKey.empty()) {
            const auto ref = a.find("reference");
            if (ref == a.end() || !ref->is_object() || !ref->contains("median_ms") ||
                !(*ref)["median_ms"].is_number() ||
                !((*ref)["median_ms"].get<double>() >= kMinRuntimeMs &&
                  (*ref)["median_ms"].get<double>() <= kMaxRuntimeMs))
                throw InputError(path, "augur.reference.median_ms", "missing or not a runtime in ms from 1e-6 to 1e7");
            ds.externalReferenceMs = (*ref)["median_ms"].get<double>();
            p.referenceNote =
                "reference: the problem's plain reference kernel (" + std::to_string(*ds.externalReferenceMs) + " ms)";
            p.referenceConfiguration.clear();
            return ds;
        }
    }
    if (referenceKey.empty()) {
        for (std::size_t i = 0; i < ds.records.size() && !found; ++i)
            if (ds.records[i].status == MeasurementStatus::Ok) {
                ds.referenceIndex = i;
                found = true;
            }
        if (!found) throw InputError(path, "results[].invalidity", "no valid configuration to use as the reference");
        p.referenceNote =
            "reference: first valid configuration in file order (results[" + std::to_string(ds.referenceIndex) + "])";
    } else {
        for (std::size_t i = 0; i < ds.records.size() && !found; ++i)
            if (p.space.key(ds.records[i].configuration) == referenceKey) {
                if (ds.records[i].status != MeasurementStatus::Ok)
                    throw InputError(path, at(i, ".invalidity"), "the named reference configuration is not valid");
                ds.referenceIndex = i;
                found = true;
            }
        if (!found) throw InputError(path, "reference", "no configuration matches '" + referenceKey + "'");
        p.referenceNote = "reference: named configuration (results[" + std::to_string(ds.referenceIndex) + "])";
    }
    p.referenceConfiguration = ds.records[ds.referenceIndex].configuration;
    return ds;
}

} // namespace augur
