#include "core/surrogate/EnsembleSurrogate.h"
#include "core/base/CoreMessage.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace augur {

namespace {
double nll(const Forecast& f, int bin) { return -std::log(std::max(1e-3, f.p[static_cast<std::size_t>(bin - 1)])); }

std::string fmt(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.2f", v);
    return b;
}
} // namespace

EnsembleSurrogate::EnsembleSurrogate(std::unique_ptr<Surrogate> llm, std::unique_ptr<Surrogate> features,
                                     EnsembleSurrogateOptions options)
    : llm_(std::move(llm)), features_(std::move(features)), options_(options) {}

int EnsembleSurrogate::trainingSize() const { return std::max(llm_->trainingSize(), features_->trainingSize()); }

double EnsembleSurrogate::llmWeight() const {
    const double w0 = std::clamp(options_.priorLlmWeight, 1e-6, 1 - 1e-6);
    const double z = std::log(w0 / (1 - w0)) + options_.learningRate * (lossFeatures_ - lossLlm_);
    const double w = 1.0 / (1.0 + std::exp(-z));
    return std::clamp(w, options_.minWeight, 1.0 - options_.minWeight);
}

std::vector<Forecast> EnsembleSurrogate::forecast(const Problem& problem, const std::vector<const Candidate*>& batch) {
    std::vector<Forecast> fl = llm_->forecast(problem, batch);
    std::vector<Forecast> ff = features_->forecast(problem, batch);
    const double w = llmWeight();
    std::vector<Forecast> out(batch.size());
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const Forecast& a = fl.at(i);
        const Forecast& b = ff.at(i);
        if (batch[i]->id != kNoCandidate) last_[batch[i]->id] = Pair{a, b};
        Forecast f;
        if (a.parseFailure && b.parseFailure) {
            f = Forecast::failure(coreText(MessageId::EnsembleAbstained, {a.reasoning, b.reasoning}));
        } else if (a.parseFailure) {
            f = Forecast::fromProbabilities(b.p, options_.confidence);
            f.pointSpeedup = b.pointSpeedup;
            f.reasoning = "features only (the LLM abstained: " + a.reasoning.substr(0, 300) + ")\n" + b.reasoning;
        } else if (b.parseFailure) {
            f = Forecast::fromProbabilities(a.p, options_.confidence);
            f.reasoning = "LLM only (the features surrogate abstained)\n" + a.reasoning;
        } else {
            BinProbs p{};
            for (int k = 0; k < kBinCount; ++k) p[k] = w * a.p[k] + (1 - w) * b.p[k];
            f = Forecast::fromProbabilities(p, options_.confidence);
            if (b.pointSpeedup && *b.pointSpeedup > 0 && a.expectedSpeedup > 0)
                f.pointSpeedup = std::exp2(w * std::log2(a.expectedSpeedup) + (1 - w) * std::log2(*b.pointSpeedup));
            f.reasoning = "ensemble: LLM weight " + fmt(w) + " (LLM bin " + std::to_string(a.predictedBin) + " at " +
                fmt(a.confidence) + ", features bin " + std::to_string(b.predictedBin) + " at " + fmt(b.confidence) +
                ")\n" + a.reasoning;
        }
        f.surrogate = "ensemble";
        f.trainingSize = trainingSize();
        out[i] = std::move(f);
    }
    return out;
}

void EnsembleSurrogate::observe(const Problem& problem, const Candidate& measured) {
    llm_->observe(problem, measured);
    features_->observe(problem, measured);
    auto it = last_.find(measured.id);
    if (it == last_.end() || !measured.measurement || !measured.measurement->ok()) return;
    const int bin = measured.measurement->bin();
    const Pair& pr = it->second;
    if (!pr.llm.parseFailure && !pr.features.parseFailure) {
        lossLlm_ += nll(pr.llm, bin);
        lossFeatures_ += nll(pr.features, bin);
        ++scored_;
    }
    last_.erase(it);
}

} // namespace augur
