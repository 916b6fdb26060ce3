#include "core/surrogate/NearestNeighbourBaseline.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace augur {

std::optional<std::vector<double>> NearestNeighbourBaseline::rowOf(const Problem& problem, const Candidate& c) {
    if (source_) return source_->features(problem, c);
    const ParameterSpace& space = problem.space;
    if (c.configuration.empty() || (!space.empty() && c.configuration.size() != space.size())) return std::nullopt;
    std::vector<double> row(c.configuration.size());
    for (std::size_t i = 0; i < row.size(); ++i) {
        const auto pos = space.empty() ? std::nullopt : space.positionOf(i, c.configuration[i]);
        const std::size_t n = space.empty() ? 0 : space.parameters()[i].values.size();
        // A value outside the space (or no space) keeps its raw value.
        row[i] = pos ? (n > 1 ? static_cast<double>(*pos) / static_cast<double>(n - 1) : 0.0) : c.configuration[i];
    }
    return row;
}

void NearestNeighbourBaseline::observe(const Problem& problem, const Candidate& measured) {
    const auto s = measured.measuredSpeedup();
    if (!s || !(*s > 0.0) || !std::isfinite(*s)) return;
    auto row = rowOf(problem, measured);
    if (!row || (!rows_.empty() && row->size() != rows_.front().size())) return;
    const int bin = BinScheme::binOf(*s);
    if (auto it = rowOfId_.find(measured.id); measured.id != kNoCandidate && it != rowOfId_.end()) {
        --counts_[bins_[it->second] - 1];
        rows_[it->second] = std::move(*row);
        bins_[it->second] = bin;
    } else {
        if (measured.id != kNoCandidate) rowOfId_[measured.id] = rows_.size();
        rows_.push_back(std::move(*row));
        bins_.push_back(bin);
    }
    ++counts_[bin - 1];
    dirty_ = true;
}

void NearestNeighbourBaseline::standardise() {
    dirty_ = false;
    const std::size_t cols = rows_.empty() ? 0 : rows_.front().size();
    mean_.assign(cols, 0.0);
    scale_.assign(cols, 1.0);
    if (!source_) return; // configuration positions are already on [0, 1]
    for (std::size_t c = 0; c < cols; ++c) {
        double sum = 0, sq = 0;
        int n = 0;
        for (const auto& r : rows_)
            if (std::isfinite(r[c])) {
                sum += r[c];
                sq += r[c] * r[c];
                ++n;
            }
        if (n == 0) continue;
        mean_[c] = sum / n;
        const double var = sq / n - mean_[c] * mean_[c];
        scale_[c] = var > 1e-12 ? std::sqrt(var) : 1.0;
    }
}

std::vector<Forecast> NearestNeighbourBaseline::forecast(const Problem& problem,
                                                         const std::vector<const Candidate*>& batch) {
    if (dirty_) standardise();
    const int n = trainingSize();
    BinProbs freq{};
    for (int k = 0; k < kBinCount; ++k) freq[k] = (counts_[k] + 1.0) / (n + static_cast<double>(kBinCount));

    std::vector<Forecast> out;
    out.reserve(batch.size());
    for (const Candidate* c : batch) {
        std::optional<std::vector<double>> row = c ? rowOf(problem, *c) : std::nullopt;
        BinProbs p = freq;
        std::string why;
        if (!row || rows_.empty() || row->size() != rows_.front().size()) {
            why = rows_.empty() ? "no measured neighbour yet" : "no comparable features";
        } else {
            const std::size_t cols = row->size();
            double best = std::numeric_limits<double>::infinity();
            std::array<int, kBinCount> hist{};
            for (std::size_t t = 0; t < rows_.size(); ++t) {
                double d = 0;
                std::size_t used = 0;
                for (std::size_t k = 0; k < cols; ++k) {
                    const double a = (*row)[k], b = rows_[t][k];
                    if (!std::isfinite(a) || !std::isfinite(b)) continue;
                    const double diff = (a - b) / scale_[k];
                    d += diff * diff;
                    ++used;
                }
                if (used == 0) continue;
                d *= static_cast<double>(cols) / static_cast<double>(used);
                if (d < best - 1e-12) {
                    best = d;
                    hist.fill(0);
                }
                if (d <= best + 1e-12) ++hist[bins_[t] - 1];
            }
            int ties = 0;
            for (int h : hist) ties += h;
            if (ties > 0) {
                for (int k = 0; k < kBinCount; ++k) p[k] = (1.0 - epsilon_) * hist[k] / ties + epsilon_ * freq[k];
                why = "bin of the nearest measured candidate (" + std::to_string(ties) +
                    (ties == 1 ? " neighbour" : " tied neighbours") + " at distance " +
                    std::to_string(std::sqrt(best)) + ")";
            } else {
                why = "no comparable features";
            }
        }
        Forecast f = Forecast::fromProbabilities(p);
        f.surrogate = name();
        f.trainingSize = n;
        f.reasoning = why;
        out.push_back(std::move(f));
    }
    return out;
}

} // namespace augur
