#pragma once
// SVG pictures of an evaluation (augur-cli eval --svg-dir): self-contained SVG 1.1 text,
// no fonts or scripts beyond the viewer's default sans-serif.
#include "core/evaluation/SurrogateEvaluation.h"

#include <string>
#include <vector>

namespace augur {

/// Draws the reliability diagram and the risk–coverage plot.
class EvaluationSvg {
public:
    /// Reliability diagram of one surrogate: x = MaxProb confidence, y = exact-bin
    /// accuracy; one bar per confidence bin at its accuracy (bins without forecasts are
    /// left empty), a dot at each bin's mean confidence, the diagonal of perfect
    /// calibration, the count of each bin above its bar and ECE in the title. 480 × 430 px.
    static std::string reliability(const SurrogateScore& s, const std::string& title);

    /// Risk–coverage curves of several surrogates on one plot (x = coverage, y = risk =
    /// exact-bin error among accepted forecasts), with a legend giving each AURC.
    /// 720 × 420 px.
    static std::string riskCoverage(const std::vector<const SurrogateScore*>& scores, const std::string& title);

    /// `text` with &, <, >, " escaped for XML.
    static std::string escape(const std::string& text);
};

} // namespace augur
