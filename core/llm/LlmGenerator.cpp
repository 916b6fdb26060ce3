#include "core/llm/LlmGenerator.h"
#include "core/base/CoreMessage.h"

#include "core/llm/reply/LlmCandidateParser.h"
#include "core/llm/client/LlmActivity.h"
#include "core/llm/client/LlmClient.h"
#include "core/llm/prompt/LlmDiagnosisDigest.h"
#include "core/llm/prompt/LlmPromptText.h"
#include "core/llm/prompt/LlmTemplateFeedback.h"
#include "core/model/CandidateTemplate.h"
#include "core/model/LlmReplyRejection.h"
#include "core/llm/client/LlmUnavailable.h"
#include "core/backend/MeasurementBackend.h"
#include "core/model/Session.h"

#include <functional>
#include <algorithm>

namespace augur {

namespace {
const std::vector<std::string>& sourceFocus() {
    static const std::vector<std::string> f{
        "memory access: coalescing, vectorised loads and stores, fewer passes over DRAM",
        "parallelism and occupancy: block size, work per thread, grid shape",
        "on-chip reuse: shared-memory tiling, registers, warp shuffles",
        "instruction efficiency: less divergence, unrolling, cheaper index arithmetic",
        "the algorithm: fuse passes or change the reduction or scan strategy",
        "a bold restructuring the earlier candidates have not tried"};
    return f;
}
const std::vector<std::string>& configFocus() {
    static const std::vector<std::string> f{"refining the best configuration measured so far",
                                            "the parameter most likely to matter on this hardware",
                                            "a region of the space not explored yet", "a bold jump across the space",
                                            "the opposite of what made the slowest configurations slow"};
    return f;
}

/// {{template_option}}: how to answer with a template, when templates are allowed.
std::string templateOption(bool source) {
    if (source)
        return "You may instead write a tunable template: the same object with \"template\": {\"params\": "
               "{\"NAME\": [values, ...]}, \"restrictions\": [\"expression\", ...], \"defaults\": {\"NAME\": "
               "value}}. Each parameter reaches the source as -D NAME=value and may be used in the launch "
               "expressions and scratch buffer counts; a restriction is an expression over the sizes and parameters "
               "that is non-zero for a valid configuration. At most 100,000 configurations. Augur measures the "
               "defaults and tunes the rest of the space itself. For a fixed kernel give \"template\": null.";
    return "You may instead propose a sub-space to tune: add \"template\": {\"params\": {\"NAME\": [values, "
           "...]}, \"restrictions\": [\"expression\", ...], \"defaults\": {}} listing values of the "
           "parameters to vary (the others stay at your configuration). Augur measures your configuration and "
           "tunes the sub-space itself. Otherwise give \"template\": null.";
}

std::string sourceKey(const std::string& source) {
    return std::to_string(std::hash<std::string>{}(source)) + ":" + std::to_string(source.size());
}
} // namespace

struct LlmGenerator::Reading {
    bool replied = false;
    LlmProposal proposal;
    std::string raw; ///< the text read (content, or reasoning when the content was empty)
    bool fromReasoning = false;
    bool truncated = false;
    int requests = 0; ///< the requests this reading cost (a re-asked cut-off reply: 2)
    long long promptTokens = 0, completionTokens = 0;
};

LlmGenerator::LlmGenerator(std::shared_ptr<LlmClient> client, LlmPromptTemplate prompt,
                           const MeasurementBackend& backend, LlmGeneratorOptions options)
    : client_(std::move(client)), prompt_(std::move(prompt)), backend_(backend), options_(options) {
    prompt_.requireOnly(variables(options_.mode));
}

LlmGenerator::~LlmGenerator() = default;

const std::set<std::string>& LlmGenerator::variables(LlmGeneratorMode mode) {
    static const std::set<std::string> source{
        "problem_name",     "problem_description", "hardware",        "sizes",         "buffers",
        "reference_source", "reference_launches",  "parent_label",    "parent_source", "parent_launches",
        "parent_result",    "diagnoses",           "contrastive",     "memory",        "focus",
        "proposal_index",   "proposals",           "template_option", "templates"};
    static const std::set<std::string> config{"problem_name",
                                              "problem_description",
                                              "hardware",
                                              "sizes",
                                              "tunable_source",
                                              "parameter_space",
                                              "restrictions",
                                              "parent_label",
                                              "parent_configuration",
                                              "parent_result",
                                              "diagnoses",
                                              "contrastive",
                                              "memory",
                                              "focus",
                                              "proposal_index",
                                              "proposals",
                                              "template_option",
                                              "templates"};
    return mode == LlmGeneratorMode::Source ? source : config;
}

LlmChatRequest LlmGenerator::request(const Session& session, const Candidate& parent, int index, int count) const {
    const Problem& problem = session.problem();
    const bool source = options_.mode == LlmGeneratorMode::Source;
    std::string diagnoses = parent.measurement ? LlmDiagnosisDigest::text(*parent.measurement) : std::string("(none)");
    if (diagnoses == "(none)") { // the latest measured candidate's, when the parent has none
        const auto& all = session.candidates();
        const auto latest = std::find_if(all.rbegin(), all.rend(), [&](const Candidate& c) {
            return c.measurement && c.id != parent.id && !LlmReplyRejection::isRejected(c);
        });
        if (latest != all.rend()) {
            std::string d = LlmDiagnosisDigest::text(*latest->measurement);
            if (d != "(none)") diagnoses = "(of #" + std::to_string(latest->id) + ", the latest measured)\n" + d;
        }
    }
    const auto& focus = source ? sourceFocus() : configFocus();
    std::map<std::string, std::string> vars{
        {"problem_name", problem.name},
        {"problem_description", problem.description.empty() ? std::string("(no description)") : problem.description},
        {"hardware", LlmPromptText::hardware(problem)},
        {"sizes", LlmPromptText::sizes(problem)},
        {"parent_label",
         parent.origin == Origin::Reference ? std::string("the reference") : "#" + std::to_string(parent.id)},
        {"parent_result", LlmPromptText::outcome(parent)},
        {"diagnoses", diagnoses},
        {"contrastive", LlmSearchMemory::contrastive(session, parent.id, source, options_.memory)},
        {"memory", LlmSearchMemory::memory(session, notes_, options_.memory)},
        {"focus", focus[static_cast<std::size_t>(index) % focus.size()]},
        {"proposal_index", std::to_string(index + 1)},
        {"proposals", std::to_string(count)},
        {"template_option", options_.templates ? templateOption(source) : std::string()},
        {"templates", options_.templates ? LlmTemplateFeedback::text(session) : std::string("(templates are off)")}};
    if (source) {
        vars["buffers"] = LlmPromptText::buffers(problem);
        vars["reference_source"] = LlmPromptText::clip(problem.referenceSource, options_.maxSourceChars);
        vars["reference_launches"] = LlmPromptText::launches(problem.referenceLaunches);
        std::string ps = parent.source, pl;
        if (parent.origin == Origin::Reference || (ps.empty() && parent.configuration.empty())) {
            ps = problem.referenceSource;
            pl = LlmPromptText::launches(problem.referenceLaunches);
        } else if (ps.empty() && !parent.configuration.empty()) {
            ps = "// tunable template with " + LlmPromptText::configuration(problem, parent.configuration) +
                " as -D defines\n" + problem.tunableSource;
            pl = LlmPromptText::launches(problem.tunableLaunches);
        } else {
            ps = LlmPromptText::candidateSource(problem, parent); // a template's configuration: with its #defines
            pl = LlmPromptText::candidateLaunches(parent);
        }
        vars["parent_source"] = LlmPromptText::clip(ps, options_.maxSourceChars);
        vars["parent_launches"] = pl;
    } else {
        vars["tunable_source"] = LlmPromptText::clip(problem.tunableSource, options_.maxSourceChars);
        vars["parameter_space"] = LlmPromptText::parameterSpace(problem);
        vars["restrictions"] = LlmPromptText::restrictions(problem);
        vars["parent_configuration"] = LlmPromptText::configuration(problem, parent.configuration);
    }
    LlmChatRequest r;
    r.messages = prompt_.render(vars);
    r.schemaName = source ? "augur_candidate" : "augur_configuration";
    r.schema = source ? LlmCandidateParser::sourceSchema(options_.templates)
                      : LlmCandidateParser::configurationSchema(problem, options_.templates);
    r.maxTokens = options_.maxTokens;
    r.tag = "generate";
    r.subject = parent.id;
    return r;
}

LlmGenerator::Reading LlmGenerator::read(const Session& session, const LlmChatReply& reply) const {
    Reading rd;
    rd.replied = reply.ok();
    rd.requests = 1;
    rd.promptTokens = reply.promptTokens;
    rd.completionTokens = reply.completionTokens;
    if (!reply.ok()) return rd;
    rd.truncated = reply.truncated();
    auto parse = [&](const std::string& text) {
        // A reply is outside input: whatever in it trips the parser is a rejected reply
        // with its reason, never the end of the session.
        try {
            return options_.mode == LlmGeneratorMode::Source
                ? LlmCandidateParser::parseSource(session.problem(), text)
                : LlmCandidateParser::parseConfiguration(session.problem(), text);
        } catch (const std::exception& e) {
            LlmProposal bad;
            bad.error = std::string("unreadable reply: ") + e.what();
            return bad;
        }
    };
    rd.raw = reply.content;
    rd.proposal = parse(reply.content);
    if (!rd.proposal.ok && !reply.reasoning.empty()) {
        LlmProposal p2 = parse(reply.reasoning);
        if (p2.ok || reply.content.find_first_not_of(" \t\r\n") == std::string::npos) {
            rd.proposal = std::move(p2);
            rd.raw = reply.reasoning;
            rd.fromReasoning = true;
        }
    }
    if (!rd.proposal.ok && rd.truncated) rd.proposal.error = coreText(MessageId::ReplyCutOff, {rd.proposal.error});
    return rd;
}

void LlmGenerator::noteRejected(const Candidate& parent, const std::string& reason) {
    ++stats_.rejected;
    if (LlmActivity* a = client_->activity()) a->reject(parent.id, "generate", reason);
}

bool LlmGenerator::build(const Session& session, const Candidate& parent, const Reading& rd,
                         std::set<std::string>& seen, Candidate& out) {
    const Problem& problem = session.problem();
    out = Candidate{};
    out.parent = parent.id;
    out.origin = Origin::Llm;
    out.depth = parent.depth + 1;
    if (rd.fromReasoning) ++stats_.fromReasoning;
    if (!rd.proposal.ok) {
        out.rejection = LlmReplyRejection::make(rd.proposal.error, rd.raw);
        noteRejected(parent, rd.proposal.error);
        return true;
    }
    if (options_.mode == LlmGeneratorMode::Configuration && rd.proposal.isTemplate && options_.templates) {
        if (!placeTemplate(session, rd.proposal, seen, out)) {
            notes_.push_back("proposed a sub-space whose every configuration is already tried or not recorded");
            ++stats_.duplicates;
            return false;
        }
        ++stats_.templates;
    } else if (options_.mode == LlmGeneratorMode::Configuration) {
        const Configuration& cfg = rd.proposal.configuration;
        const std::string key = problem.space.key(cfg);
        if (auto existing = session.findConfiguration(cfg)) {
            notes_.push_back("proposed " + LlmPromptText::configuration(problem, cfg) + " again (already tried as #" +
                             std::to_string(*existing) + ")");
            ++stats_.duplicates;
            return false;
        }
        if (!seen.insert(key).second) {
            ++stats_.duplicates;
            return false;
        }
        if (!backend_.inSpace(cfg)) {
            out.rejection = LlmReplyRejection::make(
                coreText(MessageId::ReplyOutsideSpace,
                         {LlmPromptText::configuration(problem, cfg), LlmPromptText::restrictions(problem)}),
                rd.raw);
            noteRejected(parent, out.rejection->reason);
            return true;
        }
        out.configuration = cfg;
        if (!rd.proposal.idea.empty()) out.launchesJson = nlohmann::json{{"note", rd.proposal.idea}}.dump();
    } else {
        const std::string key = sourceKey(rd.proposal.source);
        bool dup = !seen.insert(key).second;
        for (const auto& c : session.candidates())
            if (!dup && !c.source.empty() && c.source.size() == rd.proposal.source.size() &&
                c.source == rd.proposal.source) {
                notes_.push_back("wrote the source of #" + std::to_string(c.id) + " again");
                dup = true;
            }
        if (dup) {
            ++stats_.duplicates;
            return false;
        }
        if (rd.proposal.isTemplate && !options_.templates) {
            out.rejection = LlmReplyRejection::make("template: templates are off for this session", rd.raw);
            noteRejected(parent, out.rejection->reason);
            return true;
        }
        out.source = rd.proposal.source;
        out.launchesJson = rd.proposal.planJson;
        if (rd.proposal.isTemplate) ++stats_.templates;
    }
    // What the reply cost, kept with the candidate (core/analysis/CostAccounting).
    nlohmann::json plan = out.launchesJson.empty() ? nlohmann::json::object() : nlohmann::json::parse(out.launchesJson);
    plan["cost"] = {
        {"requests", rd.requests}, {"prompt_tokens", rd.promptTokens}, {"completion_tokens", rd.completionTokens}};
    out.launchesJson = plan.dump();
    ++stats_.proposed;
    return true;
}

bool LlmGenerator::placeTemplate(const Session& session, const LlmProposal& proposal, std::set<std::string>& seen,
                                 Candidate& out) const {
    const Problem& problem = session.problem();
    CandidateTemplate tmpl =
        CandidateTemplate::parse(nlohmann::json::parse(proposal.templateJson), problem.sizes, "reply");
    // Not in the session, not proposed earlier in this batch, and recorded.
    auto usable = [&](const Configuration& cfg) {
        return !session.findConfiguration(cfg) && !seen.count(problem.space.key(cfg)) && backend_.inSpace(cfg);
    };
    Configuration cfg = proposal.configuration;
    if (!usable(cfg)) {
        bool found = false;
        for (const auto& sub : tmpl.valid(static_cast<std::size_t>(CandidateTemplate::kMaxConfigurations))) {
            for (std::size_t k = 0; k < sub.size(); ++k)
                cfg[*problem.space.indexOf(tmpl.space().parameters()[k].name)] = sub[k];
            if ((found = usable(cfg))) break;
        }
        if (!found) return false;
    }
    seen.insert(problem.space.key(cfg));
    out.configuration = cfg;
    nlohmann::json plan{{"template", nlohmann::json::parse(proposal.templateJson)}};
    if (!proposal.idea.empty()) plan["note"] = proposal.idea;
    out.launchesJson = plan.dump();
    return true;
}

void LlmGenerator::stop(const std::string& reason) {
    if (!stopped_.empty()) return;
    stopped_ = reason;
    if (LlmActivity* a = client_->activity()) a->stopGenerating(reason);
}

bool LlmGenerator::spaceExhausted(const Session& session) const {
    if (options_.mode != LlmGeneratorMode::Configuration) return false;
    const auto size = backend_.spaceSize();
    if (!size) return false;
    std::set<std::string> held; // distinct: a configuration held twice is one
    for (const auto& c : session.candidates())
        if (!c.configuration.empty() && backend_.inSpace(c.configuration))
            held.insert(session.problem().space.key(c.configuration));
    return static_cast<long long>(held.size()) >= *size;
}

std::vector<Candidate> LlmGenerator::propose(const Session& session, const Candidate& parent, int maxChildren) {
    if (!stopped_.empty()) return {};
    // Every configuration of the space is in the session: nothing new can be proposed, and
    // asking would only cost requests.
    if (spaceExhausted(session)) {
        stop(coreText(MessageId::StopLlmSpaceHeld));
        return {};
    }
    const int idleLimit = options_.maxRepliesWithoutNew;
    int n = std::max(1, maxChildren);
    // The model is repeating itself: ask only for the replies left before the stop.
    if (idleLimit > 0 && repliesWithoutNew_ > 0) n = std::max(1, std::min(n, idleLimit - repliesWithoutNew_));
    std::vector<LlmChatRequest> requests;
    for (int i = 0; i < n; ++i) requests.push_back(request(session, parent, i, n));
    stats_.asked += n;
    std::vector<LlmChatReply> replies = client_->complete(requests);
    std::vector<Reading> readings;
    for (const auto& r : replies) readings.push_back(read(session, r));
    // Replies cut off at their budget before they became usable: once more, with twice the budget.
    std::vector<std::size_t> again;
    for (std::size_t i = 0; i < readings.size(); ++i)
        if (readings[i].replied && !readings[i].proposal.ok && readings[i].truncated && options_.retryTruncated)
            again.push_back(i);
    if (!again.empty()) {
        std::vector<LlmChatRequest> more;
        const int budget = (options_.maxTokens > 0 ? options_.maxTokens : client_->endpoint().maxTokens) * 2;
        for (std::size_t i : again) {
            LlmChatRequest r = requests[i];
            r.maxTokens = budget;
            more.push_back(std::move(r));
        }
        stats_.asked += static_cast<int>(more.size());
        stats_.truncatedRetries += static_cast<int>(more.size());
        auto replies2 = client_->complete(more);
        for (std::size_t k = 0; k < again.size(); ++k) {
            Reading rd = read(session, replies2[k]);
            Reading& first = readings[again[k]];
            rd.requests += first.requests;
            rd.promptTokens += first.promptTokens;
            rd.completionTokens += first.completionTokens;
            if (rd.replied)
                first = std::move(rd); // a second failure keeps the first reply
            else {
                first.requests = rd.requests;
                first.promptTokens = rd.promptTokens;
                first.completionTokens = rd.completionTokens;
            }
        }
    }
    std::vector<Candidate> out;
    std::set<std::string> seen;
    int replied = 0;
    bool allCancelled = true;
    std::string firstError;
    for (std::size_t i = 0; i < readings.size(); ++i) {
        if (!readings[i].replied) {
            ++stats_.noReply;
            allCancelled = allCancelled && replies[i].error == LlmErrorKind::Cancelled;
            if (firstError.empty())
                firstError = std::string(llmErrorKindName(replies[i].error)) + ": " + replies[i].errorText;
            continue;
        }
        ++replied;
        Candidate c;
        const bool kept = build(session, parent, readings[i], seen, c);
        const bool fresh = kept && !c.rejection;
        if (kept) out.push_back(std::move(c));
        repliesWithoutNew_ = fresh ? 0 : repliesWithoutNew_ + 1;
        // In reply order: the stop comes at the N-th reply in a row without anything new;
        // the rest of the batch (already paid for) is still read and kept.
        if (idleLimit > 0 && repliesWithoutNew_ >= idleLimit)
            stop(coreText(MessageId::StopLlmNothingNew, {std::to_string(idleLimit)}));
    }
    int added = 0;
    for (const auto& c : out) added += c.rejection ? 0 : 1;
    if (LlmActivity* a = client_->activity(); a && added > 0) a->addedCandidates(added);
    if (replied == 0)
        throw LlmUnavailable("LLM endpoint '" + client_->endpoint().name + "' (" + client_->endpoint().baseUrl +
                                 ") gave no reply to any of " + std::to_string(n) +
                                 " generation requests: " + firstError,
                             allCancelled);
    if (notes_.size() > 32)
        notes_.erase(notes_.begin(), notes_.begin() + static_cast<std::ptrdiff_t>(notes_.size() - 32));
    return out;
}

} // namespace augur
