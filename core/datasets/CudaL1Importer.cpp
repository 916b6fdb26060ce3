#include "core/datasets/CudaL1Importer.h"

#include "core/base/CoreMessage.h"
#include "core/base/InputError.h"
#include "core/model/Measurement.h"
#include "core/base/JsonRecords.h"
#include "core/datasets/CompressedFile.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>

namespace augur {

namespace {

constexpr const char* kBaselineNames[CudaL1Importer::kBaselines] = {
    "default", "torch_compile_default", "torch_compile_reduce_overhead", "cuda_graph", "cudnn"};

/// The GPU of a file named like "cuda-l1_<gpu>.jsonl.gz".
std::string gpuFromPath(const std::string& path) {
    std::string stem = std::filesystem::path(path).filename().string();
    stem = stem.substr(0, stem.find('.'));
    const std::size_t us = stem.rfind('_');
    return us == std::string::npos || us + 1 == stem.size() ? std::string("unknown") : stem.substr(us + 1);
}

/// An integer field (CUDA-L1 writes numbers; a string of digits is accepted too).
int integerField(const JsonRecord& r, const char* field, const std::string& path) {
    const auto& j = r.value;
    if (!j.contains(field) || j[field].is_null()) throw InputError(path, recordField(r, field), "missing");
    const auto& v = j[field];
    if (v.is_number_integer() && v.get<long long>() >= 0 && v.get<long long>() < 1'000'000) return v.get<int>();
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        if (!s.empty() && s.size() < 7 && s.find_first_not_of("0123456789") == std::string::npos) return std::stoi(s);
    }
    throw InputError(path, recordField(r, field), "expected an integer from 0 to 999999");
}

/// A code field: a string, or null/absent/blank (nullptr: no program).
const std::string* codeField(const JsonRecord& r, const char* field, const std::string& path) {
    const auto& j = r.value;
    if (!j.contains(field) || j[field].is_null()) return nullptr;
    if (!j[field].is_string()) throw InputError(path, recordField(r, field), "expected a string or null");
    const std::string* s = j[field].get_ptr<const std::string*>();
    return s->find_first_not_of(" \t\r\n") == std::string::npos ? nullptr : s;
}

/// A score: S, or std::nullopt for null/absent. Strings like "1.762" are read in full.
std::optional<double> scoreField(const JsonRecord& r, const std::string& field, const std::string& path) {
    const auto& j = r.value;
    if (!j.contains(field) || j[field].is_null()) return std::nullopt;
    const auto& v = j[field];
    double x = std::nan("");
    if (v.is_number()) {
        x = v.get<double>();
    } else if (v.is_string()) {
        // A decimal number written as text ("1.762"); no hexadecimal, no spaces.
        const std::string s = v.get<std::string>();
        char* end = nullptr;
        const bool decimal = !s.empty() && s.size() < 64 && s.find_first_not_of("0123456789.eE+-") == std::string::npos;
        if (decimal) x = std::strtod(s.c_str(), &end);
        if (!decimal || end != s.c_str() + s.size()) {
            std::string shown;
            for (char c : s.substr(0, 32)) shown += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
            throw InputError(path, recordField(r, field), "expected a speedup, got the string \"" + shown + "\"");
        }
    } else {
        throw InputError(path, recordField(r, field), "expected a speedup (number or decimal string) or null");
    }
    if (!plausibleSpeedup(x))
        throw InputError(path, recordField(r, field),
                         "must be a speedup from 1e-9 to 1e9 (is " + std::to_string(x) + ")");
    return x;
}

Measurement failed(MessageId why) {
    Measurement m;
    m.backend = "dataset";
    m.status = MeasurementStatus::Invalid;
    m.failureReason = coreText(why);
    return m;
}

} // namespace

const char* CudaL1Importer::baselineName(int baseline) {
    return baseline >= 0 && baseline < kBaselines ? kBaselineNames[baseline] : "";
}

bool CudaL1Importer::recognises(const nlohmann::json& record) {
    if (!record.is_object() || !record.contains("ref_code")) return false;
    for (const char* name : kBaselineNames)
        if (record.contains(std::string("score_") + name)) return true;
    return false;
}

EvaluationDataset CudaL1Importer::load(const std::string& path) { return parse(readMaybeGzip(path), path); }

EvaluationDataset CudaL1Importer::parse(const std::string& text, const std::string& path) {
    const std::string fileGpu = gpuFromPath(path);
    std::vector<Parameter> baseline{{"baseline", {}}};
    for (int k = 0; k < kBaselines; ++k) baseline[0].values.push_back(k);
    const ParameterSpace space(baseline);

    std::map<std::string, int> repeats; // a task listed twice becomes "…#2"
    EvaluationDataset ds;
    ds.origin = path;
    ds.format = "cuda-l1";
    CandidateId id = 0;
    for (const JsonRecord& r : readJsonRecords(text, path)) {
        const int level = integerField(r, "level_id", path);
        const int task = integerField(r, "task_id", path);
        const std::string* ref = codeField(r, "ref_code", path);
        if (!ref) throw InputError(path, recordField(r, "ref_code"), "missing (the PyTorch reference program)");
        const std::string* code = codeField(r, "custom_code", path);
        for (const char* f : {"cuda_graph_code", "cudnn_code"}) codeField(r, f, path); // type-checked only
        std::string gpu = fileGpu;
        if (r.value.contains("gpu") && !r.value["gpu"].is_null()) {
            if (!r.value["gpu"].is_string()) throw InputError(path, recordField(r, "gpu"), "expected a string");
            if (!r.value["gpu"].get<std::string>().empty())
                gpu = recordName(r.value["gpu"].get<std::string>(), r, "gpu", path);
        }

        std::string name = "L" + std::to_string(level) + "/" + std::to_string(task) + "@" + gpu;
        if (const int n = ++repeats[name]; n > 1) name += "#" + std::to_string(n);
        EvaluationProblem p;
        p.problem.name = name;
        p.problem.origin = path;
        p.problem.hardware = gpu;
        p.problem.referenceSource = *ref;
        p.problem.space = space;
        p.problem.description =
            "CUDA-L1 task " + std::to_string(task) + " of KernelBench level " + std::to_string(level) + " on " + gpu;
        for (int k = 0; k < kBaselines; ++k) {
            const std::string field = std::string("score_") + kBaselineNames[k];
            const std::optional<double> s = scoreField(r, field, path);
            Candidate c;
            c.id = id++;
            c.origin = Origin::Dataset;
            c.configuration = {double(k)};
            if (code) c.source = *code;
            Measurement m = !code ? failed(MessageId::FailureKernelBenchNoCode)
                : !s              ? failed(MessageId::FailureCudaL1NoScore)
                                  : Measurement{};
            if (code && s) {
                m.backend = "dataset";
                m.speedup = m.speedupLow = m.speedupHigh = *s;
            }
            c.measurement = m;
            c.state = m.ok() ? CandidateState::Measured : CandidateState::Failed;
            p.candidates.push_back(std::move(c));
            p.labels.push_back(r.where + " " + kBaselineNames[k]);
        }
        ds.problems.push_back(std::move(p));
    }
    return ds;
}

} // namespace augur
