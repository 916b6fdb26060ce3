#include "core/surrogate/TemplateFeatureSource.h"

#include "core/kernel/DeviceLimits.h"
#include "core/problem/LaunchPlanFeatures.h"
#include "core/problem/MeasureJob.h"
#include "core/surrogate/SourceTextFeatures.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>
#include <limits>

namespace augur {

namespace {
/// The geometry columns of LaunchPlanFeatures (the rest need ptxas or PTX).
constexpr std::size_t kGeometryColumns = 5;

std::size_t slotOf(const std::string& name) {
    return std::hash<std::string>{}(name) % TemplateFeatureSource::kParameterSlots;
}
} // namespace

std::vector<std::string> TemplateFeatureSource::featureNames(const Problem&) const {
    std::vector<std::string> n;
    for (const auto& f : SourceTextFeatures::names()) n.push_back("text_" + f);
    for (std::size_t i = 0; i < kGeometryColumns; ++i) n.push_back(LaunchPlanFeatures::names()[i]);
    for (std::size_t i = 0; i < kParameterSlots; ++i) n.push_back("param_slot_" + std::to_string(i));
    return n;
}

std::optional<std::vector<double>> TemplateFeatureSource::features(const Problem& problem, const Candidate& candidate) {
    const bool reference = candidate.origin == Origin::Reference;
    const std::string& source = reference ? problem.referenceSource : candidate.source;
    if (source.empty()) return std::nullopt;
    const std::string key = std::to_string(std::hash<std::string>{}(source)) + '\x1f' +
        (reference ? std::string("reference") : candidate.launchesJson);
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (auto it = rows_.find(key); it != rows_.end()) return it->second;
    }
    std::optional<std::vector<double>> row;
    try {
        const MeasureJob job = resolveMeasureJob(problem, candidate, MeasureSettings{});
        const DeviceLimits* device = DeviceLimits::forDeviceName(problem.hardware);
        if (!device) device = DeviceLimits::forArch("sm_90");
        const DeviceLimits limits = device ? *device : DeviceLimits{};
        const std::vector<double> plan =
            LaunchPlanFeatures::compute(job.candidate, nullptr, nullptr, limits, job.bytes);
        std::vector<double> text;
        {
            std::lock_guard<std::mutex> lock(mutex_);
            auto it = textRows_.find(source);
            if (it == textRows_.end()) it = textRows_.emplace(source, SourceTextFeatures::of(source)).first;
            text = it->second;
        }
        std::vector<double> r = text;
        r.insert(r.end(), plan.begin(), plan.begin() + static_cast<std::ptrdiff_t>(kGeometryColumns));
        std::vector<double> slots(kParameterSlots, std::numeric_limits<double>::quiet_NaN());
        if (!reference && !candidate.launchesJson.empty()) {
            const auto j = nlohmann::json::parse(candidate.launchesJson, nullptr, false);
            if (j.is_object() && j.contains("parameters") && j["parameters"].is_object())
                for (auto it = j["parameters"].begin(); it != j["parameters"].end(); ++it)
                    if (it.value().is_number()) {
                        const double v = std::log2(1.0 + std::abs(it.value().get<double>()));
                        double& s = slots[slotOf(it.key())];
                        s = std::isnan(s) ? v : s + v; // two names in one slot add up
                    }
        }
        r.insert(r.end(), slots.begin(), slots.end());
        row = std::move(r);
    } catch (const std::exception&) {
        row = std::nullopt; // a plan that does not resolve: no row, the surrogate gives its prior
    }
    std::lock_guard<std::mutex> lock(mutex_);
    if (rows_.size() > 200000) rows_.clear(); // bounded: a long session re-describes what it needs
    rows_[key] = row;
    return row;
}

} // namespace augur
