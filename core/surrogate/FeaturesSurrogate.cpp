#include "core/surrogate/FeaturesSurrogate.h"

#include "core/surrogate/BinCalibrationFit.h"
#include "core/surrogate/XgbBooster.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <sstream>

namespace augur {

namespace {

std::string plural(long long n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string formatProb(double p) {
    std::ostringstream s;
    s.precision(2);
    s << std::fixed << p;
    return s.str();
}

} // namespace

FeaturesSurrogate::FeaturesSurrogate(std::uint64_t seed, Options options)
    : seed_(seed), options_(options), speedup_(seed, SpeedupModelOptions{options.regression, options.gaussianProcess}) {
    options_.minTrainingSize = std::max(1, options_.minTrainingSize);
    options_.minDistinctBins = std::clamp(options_.minDistinctBins, 1, kBinCount);
    options_.rounds = std::max(1, options_.rounds);
    options_.maxDepth = std::max(1, options_.maxDepth);
    if (!(options_.learningRate > 0.0)) options_.learningRate = 0.15;
    if (!(options_.kappa >= 0.0)) options_.kappa = 0.0;
}

FeaturesSurrogate::~FeaturesSurrogate() = default;

int FeaturesSurrogate::failureCount() const { return static_cast<int>(failedIds_.size()) + anonymousFailures_; }

BinProbs FeaturesSurrogate::smoothedFrequencies() const { return laplaceFrequencies(labels_, labels_.size()); }

BinProbs FeaturesSurrogate::widePrior() const {
    BinProbs p = smoothedFrequencies();
    for (double& q : p) q = 0.5 / kBinCount + 0.5 * q;
    return p;
}

int FeaturesSurrogate::distinctBins() const {
    bool seen[kBinCount] = {};
    int distinct = 0;
    for (float l : labels_) {
        const auto k = static_cast<std::size_t>(l);
        if (!seen[k]) {
            seen[k] = true;
            ++distinct;
        }
    }
    return distinct;
}

void FeaturesSurrogate::removeRow(std::size_t row) {
    features_.erase(features_.begin() + static_cast<std::ptrdiff_t>(row * columns_),
                    features_.begin() + static_cast<std::ptrdiff_t>((row + 1) * columns_));
    labels_.erase(labels_.begin() + static_cast<std::ptrdiff_t>(row));
    log2Speedups_.erase(log2Speedups_.begin() + static_cast<std::ptrdiff_t>(row));
    rowIds_.erase(rowIds_.begin() + static_cast<std::ptrdiff_t>(row));
    rowGroups_.erase(rowGroups_.begin() + static_cast<std::ptrdiff_t>(row));
    rowOfId_.clear();
    for (std::size_t i = 0; i < rowIds_.size(); ++i)
        if (rowIds_[i] != kNoCandidate) rowOfId_[rowIds_[i]] = i;
    if (static_cast<int>(row) < calibration_.fittedRows) calibrationStale_ = true;
    dirty_ = true;
}

void FeaturesSurrogate::observe(const Problem& problem, const Candidate& measured) {
    if (!measured.measurement) return; // not measured: nothing to learn
    const CandidateId id = measured.id;
    const auto speedup = measured.measuredSpeedup();

    if (!speedup) { // a failure has no bin: counted, never a label; its row teaches feasibility
        std::string why;
        std::optional<std::vector<double>> values = rowOf(problem, measured, why);
        if (values && (columns_ == 0 || values->size() == columns_) && !values->empty()) {
            columns_ = values->size();
            noteSpace(problem);
        } else {
            values.reset();
        }
        std::vector<float> row;
        if (values)
            for (double v : *values) row.push_back(static_cast<float>(v));
        if (id == kNoCandidate) {
            ++anonymousFailures_;
            anonymousFailedRows_.insert(anonymousFailedRows_.end(), row.begin(), row.end());
        } else {
            failedIds_.insert(id);
            if (!row.empty()) failedRows_[id] = std::move(row);
            if (auto it = rowOfId_.find(id); it != rowOfId_.end()) removeRow(it->second); // re-measured, now failed
        }
        dirty_ = dirty_ || values.has_value();
        return;
    }

    std::string why;
    const std::optional<std::vector<double>> values =
        std::isfinite(*speedup) ? rowOf(problem, measured, why) : std::nullopt;
    if (!values || values->empty() || (columns_ != 0 && values->size() != columns_)) {
        ++ignored_;
        return;
    }
    columns_ = values->size();
    noteSpace(problem);
    const auto label = static_cast<float>(BinScheme::binOf(*speedup) - 1);

    if (id != kNoCandidate) {
        failedIds_.erase(id);
        failedRows_.erase(id);
    }
    const auto it = id != kNoCandidate ? rowOfId_.find(id) : rowOfId_.end();
    if (it != rowOfId_.end()) { // re-measured: replace the row
        const std::size_t row = it->second;
        for (std::size_t c = 0; c < columns_; ++c) features_[row * columns_ + c] = static_cast<float>((*values)[c]);
        labels_[row] = label;
        log2Speedups_[row] = static_cast<float>(std::log2(*speedup));
        if (static_cast<int>(row) < calibration_.fittedRows) calibrationStale_ = true;
    } else {
        for (double v : *values) features_.push_back(static_cast<float>(v));
        labels_.push_back(label);
        log2Speedups_.push_back(static_cast<float>(std::log2(*speedup)));
        rowIds_.push_back(id);
        rowGroups_.push_back(groupIds_.try_emplace(problem.name, static_cast<int>(groupIds_.size())).first->second);
        if (id != kNoCandidate) rowOfId_[id] = labels_.size() - 1;
    }
    dirty_ = true;
}

int FeaturesSurrogate::calibrationCheckpoint(int n) const {
    // m_0 = max(minTrainingSize, 2·folds); m_{j+1} = m_j + max(8, m_j / 8).
    int m = std::max(options_.minTrainingSize, 2 * options_.calibrationFolds);
    if (n < m) return 0;
    for (int next = m + std::max(8, m / 8); next <= n; next = m + std::max(8, m / 8)) m = next;
    return m;
}

void FeaturesSurrogate::retrain() {
    dirty_ = false;
    booster_.reset();
    trainError_.clear();
    std::vector<float> failed = anonymousFailedRows_;
    for (const auto& [id, row] : failedRows_) failed.insert(failed.end(), row.begin(), row.end());
    const std::size_t failedCount = columns_ ? failed.size() / columns_ : 0;
    speedup_.train(features_, labels_.size(), columns_, log2Speedups_, failed, failedCount);
    trainError_ = speedup_.trainError();
    if (trainingSize() < options_.minTrainingSize || distinctBins() < options_.minDistinctBins) return;
    try {
        booster_ = trainBinBooster(features_, labels_, labels_.size(), columns_, options_, seed_);
        if (!options_.calibrate) { // the raw softmax, for "before calibration" figures
            calibration_ = BinCalibration{};
            return;
        }
        const int m = options_.calibrationFolds >= 2 ? calibrationCheckpoint(trainingSize()) : 0;
        if (m == 0) {
            calibration_ = BinCalibration{};
        } else if (m != calibration_.fittedRows || calibrationStale_) {
            calibration_ = fitBinCalibration(features_, labels_, rowGroups_, static_cast<std::size_t>(m), columns_,
                                             options_, seed_);
            calibrationStale_ = false;
        }
        calibration_.weight = shrinkageWeight(labels_.size(), options_.kappa);
    } catch (const std::exception& e) {
        booster_.reset();
        calibration_ = BinCalibration{};
        trainError_ = e.what();
    }
}

std::optional<std::vector<double>> FeaturesSurrogate::rowOf(const Problem& problem, const Candidate& c,
                                                            std::string& why) {
    if (featureSource_) {
        std::optional<std::vector<double>> row = featureSource_->features(problem, c);
        if (!row)
            why = "no compile-time features for this candidate (no source or configuration, or it does not compile)";
        return row;
    }
    if (c.configuration.empty()) {
        why = "no tunable configuration (free-form candidate), so the features model cannot score it";
        return std::nullopt;
    }
    if (!problem.space.empty() && c.configuration.size() != problem.space.size()) {
        why = "the configuration has " + std::to_string(c.configuration.size()) +
            " values but the parameter space has " + std::to_string(problem.space.size());
        return std::nullopt;
    }
    return c.configuration;
}

Forecast FeaturesSurrogate::priorForecast(const std::string& why) const {
    Forecast f = Forecast::fromProbabilities(widePrior(), ConfidenceKind::MaxProb);
    f.surrogate = name();
    f.trainingSize = trainingSize();
    f.prior = true;
    f.reasoning = why + "; wide prior (half uniform, half the smoothed bin frequencies of " +
        plural(trainingSize(), "measurement", "measurements") + ")";
    return f;
}

namespace {
/// Configurations of `width` values as a row-major float matrix; `usable` marks the rows.
std::vector<float> configurationMatrix(const std::vector<Configuration>& configs, std::size_t width,
                                       std::vector<std::size_t>& usable) {
    std::vector<float> m;
    m.reserve(configs.size() * width);
    for (std::size_t i = 0; i < configs.size(); ++i) {
        if (width == 0 || configs[i].size() != width) continue;
        usable.push_back(i);
        for (double v : configs[i]) m.push_back(static_cast<float>(v));
    }
    return m;
}
} // namespace

std::optional<PriorFit> FeaturesSurrogate::priorFit() {
    if (!speedup_.hasPrior()) return std::nullopt;
    if (dirty_) retrain();
    PriorFit f;
    f.weight = speedup_.regressor().priorWeight();
    f.agreement = speedup_.regressor().priorAgreement();
    f.rows = trainingSize();
    f.missing = priorMissing_;
    f.setAside = speedup_.priorSetAside();
    if (!f.missing.empty()) f.weight = 0.0; // a partial prior does not count at all
    return f;
}

bool FeaturesSurrogate::scoresReady() {
    if (dirty_) retrain();
    return speedup_.ready() && !featureSource_;
}

SpaceScores FeaturesSurrogate::score(const Problem& problem, const std::vector<Configuration>& configs) {
    if (dirty_) retrain();
    noteSpace(problem);
    SpaceScores out;
    out.mean.assign(configs.size(), 0.0);
    out.spread.assign(configs.size(), 1.0);
    out.feasible.assign(configs.size(), 1.0);
    if (featureSource_) return out;
    std::vector<std::size_t> usable;
    const std::vector<float> m = configurationMatrix(configs, columns_, usable);
    if (usable.empty()) return out;
    std::vector<float> mean, spread;
    if (speedup_.ready()) speedup_.predict(m, usable.size(), mean, spread);
    const std::vector<float> feasible = speedup_.feasibility(m, usable.size());
    for (std::size_t r = 0; r < usable.size(); ++r) {
        const std::size_t i = usable[r];
        if (r < mean.size() && std::isfinite(mean[r]) && std::isfinite(spread[r])) {
            out.mean[i] = mean[r];
            out.spread[i] = spread[r];
        }
        if (r < feasible.size()) out.feasible[i] = feasible[r];
    }
    return out;
}

std::vector<double> FeaturesSurrogate::sample(const Problem& problem, const std::vector<Configuration>& configs,
                                              std::size_t draw, bool withPrior) {
    if (dirty_) retrain();
    noteSpace(problem);
    std::vector<double> out(configs.size(), 0.0);
    if (featureSource_ || !speedup_.ready()) return out;
    std::vector<std::size_t> usable;
    const std::vector<float> m = configurationMatrix(configs, columns_, usable);
    if (usable.empty()) return out;
    const std::vector<float> s = speedup_.sample(m, usable.size(), draw, withPrior);
    for (std::size_t r = 0; r < usable.size() && r < s.size(); ++r)
        if (std::isfinite(s[r])) out[usable[r]] = s[r];
    return out;
}

void FeaturesSurrogate::noteSpace(const Problem& problem) {
    if (spaceNoted_ || featureSource_ || problem.space.empty() || columns_ != problem.space.size()) return;
    spaceNoted_ = true;
    speedup_.setSpace(problem.space);
}

void FeaturesSurrogate::setPrior(const std::vector<float>& features, std::size_t columns,
                                 const std::vector<float>& log2Speedups, std::vector<std::string> missing) {
    if (columns_ != 0 && columns != columns_)
        throw std::invalid_argument("the prior has " + std::to_string(columns) + " features per row, the session " +
                                    std::to_string(columns_));
    speedup_.setPrior(features, columns, log2Speedups, !missing.empty());
    priorMissing_ = std::move(missing);
    columns_ = columns;
    dirty_ = true;
}

std::vector<Forecast> FeaturesSurrogate::forecast(const Problem& problem, const std::vector<const Candidate*>& batch) {
    if (dirty_) retrain();

    std::vector<Forecast> out(batch.size());
    const std::size_t width = columns_;

    std::string notReady; // why the bin model cannot be used (empty when it can)
    if (!booster_) {
        if (!trainError_.empty())
            notReady = "the features model failed to train (" + trainError_ + ")";
        else
            notReady = "too few measurements to train the features model yet (" +
                plural(trainingSize(), "successful measurement", "successful measurements") + " in " +
                plural(distinctBins(), "bin", "bins") + "; it needs " + std::to_string(options_.minTrainingSize) +
                " in at least " + std::to_string(options_.minDistinctBins) + " bins)";
    }
    const bool points = speedup_.ready();

    std::vector<std::size_t> modelRows; // batch indices with a usable feature row
    std::vector<float> matrix;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const Candidate* c = batch[i];
        try {
            std::string why;
            const std::optional<std::vector<double>> values = c ? rowOf(problem, *c, why) : std::nullopt;
            if (!c)
                out[i] = priorForecast("no candidate");
            else if (!values)
                out[i] = priorForecast(why);
            else if (width != 0 && values->size() != width)
                out[i] = priorForecast("the candidate has " +
                                       plural(static_cast<long long>(values->size()), "feature", "features") +
                                       " but the model was trained on " + std::to_string(width));
            else if (!notReady.empty() && !points)
                out[i] = priorForecast(notReady);
            else {
                modelRows.push_back(i);
                for (double v : *values) matrix.push_back(static_cast<float>(v));
            }
        } catch (const std::exception& e) {
            out[i] = Forecast::failure(std::string("features surrogate: ") + e.what());
        }
    }
    if (modelRows.empty()) return out;

    std::vector<float> margins, mean, spread;
    std::string predictError;
    try {
        const XgbDMatrix rows(matrix, modelRows.size(), width);
        if (booster_) {
            margins = booster_->predict(rows, true);
            if (margins.size() != modelRows.size() * kBinCount) predictError = "unexpected prediction size";
        }
        if (points) {
            noteSpace(problem);
            speedup_.predict(matrix, modelRows.size(), mean, spread);
        }
    } catch (const std::exception& e) {
        predictError = e.what();
    }

    const BinProbs freq = smoothedFrequencies();
    const std::string trained =
        "gradient-boosted trees on " + plural(trainingSize(), "measured configuration", "measured configurations");
    for (std::size_t r = 0; r < modelRows.size(); ++r) {
        const std::size_t i = modelRows[r];
        try {
            if (!predictError.empty()) {
                out[i] = priorForecast("the features model failed to predict (" + predictError + ")");
                continue;
            }
            Forecast f;
            if (booster_) {
                const float* z = &margins[r * kBinCount];
                if (!std::all_of(z, z + kBinCount, [](float v) { return std::isfinite(v); })) {
                    out[i] = priorForecast("the features model returned a non-finite margin");
                    continue;
                }
                f = Forecast::fromProbabilities(calibratedProbs(calibration_, z, freq), ConfidenceKind::MaxProb);
                const auto k = static_cast<std::size_t>(f.predictedBin - 1);
                f.reasoning = trained + "; most likely bin " + std::to_string(f.predictedBin) + " (" +
                    BinScheme::rangeText(f.predictedBin) + ", p = " + formatProb(f.p[k]) + ")";
            } else {
                f = priorForecast(notReady);
            }
            f.surrogate = name();
            f.trainingSize = trainingSize();
            if (r < mean.size() && std::isfinite(mean[r]) && std::isfinite(spread[r])) {
                // Within the speedups a session stores (the labels' range; a tree sum can step out).
                f.pointSpeedup = std::clamp(std::exp2(static_cast<double>(mean[r])), kMinSpeedup, kMaxSpeedup);
                f.pointSpread = static_cast<double>(spread[r]);
                f.reasoning += "; point estimate " + formatProb(*f.pointSpeedup) + "x (log2 spread " +
                    formatProb(*f.pointSpread) +
                    (speedup_.hasPrior() && !speedup_.priorSetAside() ? ", from the prior" : "") + ")";
            }
            out[i] = std::move(f);
        } catch (const std::exception& e) {
            out[i] = Forecast::failure(std::string("features surrogate: ") + e.what());
        }
    }
    return out;
}

} // namespace augur
