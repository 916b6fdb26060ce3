#pragma once
// What one candidate cost: GPU time and the LLM request that wrote it.
#include "core/model/Candidate.h"

#include <nlohmann/json.hpp>

namespace augur {

/// What one candidate cost.
struct CandidateCost {
    /// GPU time of its measurement, seconds: the worker's whole job (compile, correctness,
    /// timing; MeasurementPhases::totalMs) where the backend reports it, else the timed
    /// kernels alone, (T_ref + T_cand) × samples (a replayed record that succeeded). 0 when
    /// not measured, a rejected reply (no GPU saw it), or a failed record without phases.
    double gpuS = 0.0;
    /// The generation request that wrote it (its plan's "cost", LlmGenerator): requests
    /// (1, or 2 with a re-ask of a cut-off reply), prompt and completion tokens.
    int llmRequests = 0;
    long long promptTokens = 0;
    long long completionTokens = 0;
};

/// The cost of a candidate (see CandidateCost).
CandidateCost costOf(const Candidate& c);
/// {"gpu_s", "llm_requests", "prompt_tokens", "completion_tokens"}: the export's "cost".
nlohmann::json toJson(const CandidateCost& cost);

} // namespace augur
