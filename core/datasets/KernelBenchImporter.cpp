#include "core/datasets/KernelBenchImporter.h"
#include "core/base/CoreMessage.h"
#include "core/datasets/CompressedFile.h"

#include "core/base/InputError.h"
#include "core/model/Measurement.h"
#include "core/base/JsonRecords.h"
#include "core/datasets/TuningDataset.h"
#include "core/base/JsonWholeNumber.h"

#include <cmath>
#include <map>

namespace augur {

namespace {

/// The first of `keys` present (and not null) in `j`, or nullptr.
const nlohmann::json* firstOf(const nlohmann::json& j, std::initializer_list<const char*> keys, std::string& found) {
    for (const char* k : keys)
        if (j.contains(k) && !j[k].is_null()) {
            found = k;
            return &j[k];
        }
    found = *keys.begin();
    return nullptr;
}

/// One GPU's score: a measurement (successful or failed).
Measurement score(const nlohmann::json& v, const JsonRecord& r, const std::string& field, const std::string& path) {
    Measurement m;
    m.backend = "dataset";
    const nlohmann::json* s = &v;
    if (v.is_object()) {
        for (const char* flag : {"compiled", "correct"})
            if (v.contains(flag) && !v[flag].is_boolean())
                throw InputError(path, recordField(r, field + "." + flag), "expected true or false");
        if (v.contains("compiled") && !v["compiled"].get<bool>()) {
            m.status = MeasurementStatus::CompileError;
            m.failureReason = coreText(MessageId::FailureKernelBenchCompile);
            return m;
        }
        if (v.contains("correct") && !v["correct"].get<bool>()) {
            m.status = MeasurementStatus::WrongResult;
            m.failureReason = coreText(MessageId::FailureKernelBenchOutput);
            return m;
        }
        static const nlohmann::json null;
        s = v.contains("speedup") ? &v["speedup"] : &null;
    }
    if (s->is_null()) {
        m.status = MeasurementStatus::Invalid;
        m.failureReason = coreText(MessageId::FailureKernelBenchNoSpeedup);
        return m;
    }
    if (!s->is_number())
        throw InputError(path, recordField(r, field), "expected a speedup (number), null or an object");
    const double x = s->get<double>();
    if (!plausibleSpeedup(x))
        throw InputError(path, recordField(r, field),
                         "must be a speedup from 1e-9 to 1e9 (is " + std::to_string(x) + ")");
    m.speedup = m.speedupLow = m.speedupHigh = x;
    return m;
}

} // namespace

EvaluationDataset KernelBenchImporter::load(const std::string& path) { return parse(readMaybeGzip(path), path); }

EvaluationDataset KernelBenchImporter::parse(const std::string& text, const std::string& path) {
    std::map<std::string, EvaluationProblem> groups;
    std::vector<std::string> order;
    for (const JsonRecord& r : readJsonRecords(text, path)) {
        const auto& j = r.value;
        std::string key;
        const nlohmann::json* name = firstOf(j, {"name", "problem"}, key);
        const nlohmann::json* pid = j.contains("problem_id") && !j["problem_id"].is_null() ? &j["problem_id"] : nullptr;
        if (name && !name->is_string()) throw InputError(path, recordField(r, key), "expected a string");
        if (pid && !pid->is_string() && !pid->is_number_integer())
            throw InputError(path, recordField(r, "problem_id"), "expected an integer or a string");
        if (!name && !pid)
            throw InputError(path, recordField(r, "problem_id"), "missing (a record needs problem_id or name)");
        std::string problem = recordName(name                   ? name->get<std::string>()
                                             : pid->is_string() ? pid->get<std::string>()
                                                                : std::to_string(pid->get<long long>()),
                                         r, name ? key : "problem_id", path);
        if (j.contains("level") && !j["level"].is_null()) {
            // KernelBench has levels 1 to 4; a few more leave room for later ones.
            const auto level = wholeNumber<int>(j["level"], 0, 99);
            if (!level) throw InputError(path, recordField(r, "level"), "expected a whole number from 0 to 99");
            problem = "L" + std::to_string(*level) + "/" + problem;
        }

        const nlohmann::json* ref = firstOf(j, {"ref_arch_src", "reference_code"}, key);
        if (!ref || !ref->is_string())
            throw InputError(path, recordField(r, key), "missing or not a string (the reference program)");
        const nlohmann::json* code = firstOf(j, {"custom_kernel", "kernel_code", "candidate_code"}, key);
        if (code && !code->is_string())
            throw InputError(path, recordField(r, key), "expected a string (or null when generation failed)");

        // (gpu, score) pairs from "speedups" or the flat form.
        std::vector<std::pair<std::string, Measurement>> scores;
        if (j.contains("speedups")) {
            const auto& sp = j["speedups"];
            if (!sp.is_object() || sp.empty())
                throw InputError(path, recordField(r, "speedups"), "expected an object of per-GPU scores");
            for (auto it = sp.begin(); it != sp.end(); ++it)
                scores.emplace_back(it.key(), score(*it, r, "speedups." + it.key(), path));
        } else {
            const nlohmann::json* gpu = firstOf(j, {"gpu", "hardware"}, key);
            if (!gpu || !gpu->is_string())
                throw InputError(path, recordField(r, "speedups"),
                                 "missing: no per-GPU scores (\"speedups\", or \"gpu\" with \"speedup\")");
            if (!j.contains("speedup"))
                throw InputError(path, recordField(r, "speedup"), "missing (null for a failed candidate)");
            nlohmann::json flat = nlohmann::json::object();
            for (const char* k : {"speedup", "correct", "compiled"})
                if (j.contains(k)) flat[k] = j[k];
            scores.emplace_back(gpu->get<std::string>(), score(flat, r, "speedup", path));
        }

        for (auto& [gpu, m] : scores) {
            const std::string group = problem + "@" + recordName(gpu, r, "speedups", path);
            auto [it, fresh] = groups.try_emplace(group);
            EvaluationProblem& g = it->second;
            if (fresh) {
                order.push_back(group);
                g.problem.name = group;
                g.problem.origin = path;
                g.problem.hardware = gpu;
                g.problem.referenceSource = ref->get<std::string>();
                g.problem.description = "KernelBench problem " + problem + " on " + gpu;
            }
            Candidate c;
            c.origin = Origin::Dataset;
            if (code) c.source = code->get<std::string>();
            if (!code && m.ok()) {
                m = Measurement{};
                m.status = MeasurementStatus::Invalid;
                m.failureReason = coreText(MessageId::FailureKernelBenchNoCode);
            }
            c.measurement = m;
            c.state = m.ok() ? CandidateState::Measured : CandidateState::Failed;
            g.candidates.push_back(std::move(c));
            g.labels.push_back(r.where);
        }
    }
    EvaluationDataset ds;
    ds.origin = path;
    ds.format = "kernelbench";
    CandidateId id = 0;
    for (const auto& key : order) {
        for (Candidate& c : groups[key].candidates) c.id = id++;
        ds.problems.push_back(std::move(groups[key]));
    }
    return ds;
}

} // namespace augur
