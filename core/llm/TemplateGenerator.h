#pragma once
// The LLM generator of a session whose replies may be templates.
#include "core/search/Generator.h"
#include "core/search/TemplateTuner.h"

#include <memory>

namespace augur {

class MeasurementBackend;
class Surrogate;

/// Routes each expansion (docs/llm.md, "Templates"): a template node's children are
/// configurations of its sub-space, from TemplateTuner (the initial design, then
/// acquisition with the session's surrogate), and cost no LLM request; every other node's
/// children come from the LLM generator (`llm`), which may write new templates, and whose
/// prompt shows what the templates measured (LlmTemplateFeedback). A template whose
/// sub-space is exhausted yields nothing, so the tree search marks it exhausted. The LLM
/// is asked for children of measured nodes only (and of the reference): a node accepted on
/// its forecast yields none, so confident forecasts cannot turn into an endless chain of
/// LLM requests with no measurement behind them.
///
/// Where the backend compiles without measuring (MeasurementBackend::compileCheck: the cuda
/// backend), nothing that does not compile reaches a GPU measurement: a new kernel
/// template is compiled at its defaults and, failing that, at up to 3 more configurations
/// spread over its space (the first that compiles becomes the node's configuration); one
/// that compiles at none is a rejected reply with the compiler's log (no measurement
/// spent). A configuration the tuner proposes that does not compile is dropped and never
/// proposed again.
class TemplateGenerator : public Generator {
public:
    /// Configurations a new template is compiled at before it is rejected.
    static constexpr int kCompileTries = 4;

    /// `backend` must outlive the generator.
    TemplateGenerator(std::unique_ptr<Generator> llm, MeasurementBackend& backend, std::uint64_t seed);

    std::string name() const override { return llm_->name(); }
    std::vector<Candidate> propose(const Session& session, const Candidate& parent, int maxChildren) override;
    /// A template node is exhausted when no configuration of its space is left to propose.
    bool exhaustedAfter(const Session& session, const Candidate& parent, int given, int asked) override;
    /// A template node's promise: TemplateTuner::promise.
    std::optional<double> promise(const Session& session, const Candidate& node) override;

    /// The surrogate read for acquisition inside sub-spaces (owned by the engine).
    void setSurrogate(Surrogate* surrogate) { tuner_.setSurrogate(surrogate); }
    /// Whether a template node of the session can still be expanded (measured, accepted or
    /// waiting, and not exhausted): the run goes on tuning it after the LLM stops (a cap, or
    /// nothing new), since its configurations cost no request.
    static bool openTemplates(const Session& session);

private:
    /// Compiles a new template node; moves it to a configuration that compiles, or rejects it.
    void settleNewTemplate(const Session& session, Candidate& node);
    /// The tuner's children that compile (all of them where the backend cannot compile here).
    std::vector<Candidate> compiling(const Session& session, std::vector<Candidate> children);

    std::unique_ptr<Generator> llm_;
    MeasurementBackend& backend_;
    TemplateTuner tuner_;
};

} // namespace augur
