#include "core/llm/LlmSurrogate.h"
#include "core/base/CoreMessage.h"

#include "core/llm/client/LlmClient.h"
#include "core/llm/reply/LlmForecastParser.h"
#include "core/llm/reply/LlmLogprobForecast.h"
#include "core/llm/prompt/LlmPromptText.h"
#include "core/model/LlmReplyRejection.h"

#include <algorithm>
#include <functional>

namespace augur {

using json = nlohmann::json;

namespace {
constexpr const char* kNoReply = "no reply: ";
constexpr const char* kNoForecast = "no forecast: ";

/// A forecast without a reply (never sent, or given up on in an earlier run): a resumed
/// session asks for it again; within a run, the cache says what was given up on.
bool noReply(const Forecast& f) {
    return f.parseFailure && (f.reasoning.rfind(kNoReply, 0) == 0 || f.reasoning.rfind(kNoForecast, 0) == 0);
}

std::string label(const Problem& p, const Candidate& c) {
    std::string l = c.origin == Origin::Reference ? std::string("the reference") : "#" + std::to_string(c.id);
    if (!c.configuration.empty()) l += " [" + LlmPromptText::configuration(p, c.configuration) + "]";
    if (auto idea = LlmPromptText::idea(c); !idea.empty()) l += " (" + idea.substr(0, 160) + ")";
    return l;
}
} // namespace

LlmSurrogate::LlmSurrogate(std::shared_ptr<LlmClient> client, LlmPromptTemplate prompt, LlmSurrogateOptions options)
    : client_(std::move(client)), prompt_(std::move(prompt)), options_(options) {
    prompt_.requireOnly(variables());
}

LlmSurrogate::~LlmSurrogate() = default;

const std::set<std::string>& LlmSurrogate::variables() {
    static const std::set<std::string> v{
        "problem_name",    "problem_description", "hardware",           "sizes",
        "buffers",         "bin_table",           "reference_source",   "reference_launches",
        "candidate_label", "candidate_source",    "candidate_launches", "candidate_configuration",
        "parameter_space", "tunable_source",      "parent_summary",     "examples"};
    return v;
}

json LlmSurrogate::schema() {
    json bins = json::object();
    json required = json::array();
    for (int k = 1; k <= kBinCount; ++k) {
        bins["bin_" + std::to_string(k)] = {{"type", "number"}};
        required.push_back("bin_" + std::to_string(k));
    }
    return {{"type", "object"},
            {"properties",
             {{"reasoning", {{"type", "string"}}},
              {"predicted_bin", {{"type", "integer"}, {"enum", {1, 2, 3, 4, 5, 6, 7, 8}}}},
              {"probabilities",
               {{"type", "object"}, {"properties", bins}, {"required", required}, {"additionalProperties", false}}}}},
            {"required", {"reasoning", "predicted_bin", "probabilities"}},
            {"additionalProperties", false}};
}

std::string LlmSurrogate::cacheKey(const Problem& problem, const Candidate& c) {
    std::string k = c.source;
    k += '\x1f';
    k += c.launchesJson;
    k += '\x1f';
    if (!c.configuration.empty()) k += problem.space.key(c.configuration);
    return std::to_string(std::hash<std::string>{}(k)) + ":" + std::to_string(k.size());
}

std::string LlmSurrogate::examplesText() const {
    if (anchors_.empty()) return "(none yet)";
    std::string out;
    bool bestShown = false;
    for (const auto& a : anchors_) bestShown = bestShown || a == bestAnchor_;
    if (!bestAnchor_.empty() && !bestShown) out = "- best so far: " + bestAnchor_;
    for (const auto& a : anchors_) out += (out.empty() ? "- " : "\n- ") + a;
    return out;
}

LlmChatRequest LlmSurrogate::request(const Problem& problem, const Candidate& c) const {
    const std::size_t clip = options_.maxSourceChars;
    std::string parent = "(none: this is the root)";
    if (c.parent != kNoCandidate) {
        auto it = measured_.find(c.parent);
        parent = it != measured_.end() ? it->second : "#" + std::to_string(c.parent) + ", not measured yet";
    }
    const bool configured = !c.configuration.empty() && c.source.empty();
    std::map<std::string, std::string> vars{
        {"problem_name", problem.name},
        {"problem_description", problem.description.empty() ? std::string("(no description)") : problem.description},
        {"hardware", LlmPromptText::hardware(problem)},
        {"sizes", LlmPromptText::sizes(problem)},
        {"buffers", LlmPromptText::buffers(problem)},
        {"bin_table", LlmPromptText::binTable()},
        {"reference_source", LlmPromptText::clip(problem.referenceSource, clip)},
        {"reference_launches", LlmPromptText::launches(problem.referenceLaunches)},
        {"tunable_source", LlmPromptText::clip(problem.tunableSource, clip)},
        {"parameter_space", LlmPromptText::parameterSpace(problem)},
        {"candidate_label", label(problem, c)},
        {"candidate_configuration", LlmPromptText::configuration(problem, c.configuration)},
        {"candidate_source",
         configured ? std::string("(the tunable template above, with this configuration)")
                    : LlmPromptText::clip(c.source, clip)},
        {"candidate_launches",
         configured ? LlmPromptText::launches(problem.tunableLaunches) : LlmPromptText::candidateLaunches(c)},
        {"parent_summary", parent},
        {"examples", examplesText()}};
    LlmChatRequest r;
    r.messages = prompt_.render(vars);
    r.schemaName = "augur_forecast";
    r.schema = schema();
    r.maxTokens = options_.maxTokens;
    r.tag = "forecast";
    r.subject = c.id;
    r.maxAttempts = std::max(1, options_.maxAttempts);
    if (client_->endpoint().forecastSource != LlmForecastSource::Stated) {
        r.logprobs = true;
        r.topLogprobs = client_->endpoint().topLogprobs;
    }
    return r;
}

Forecast LlmSurrogate::interpret(const LlmChatReply& reply) const {
    if (!reply.ok()) {
        // kNoReply is this message's start: settle() turns it into kNoForecast's (ForecastNoForecast).
        Forecast f =
            Forecast::failure(coreText(MessageId::ForecastNoReply, {llmErrorKindName(reply.error), reply.errorText}));
        f.surrogate = "llm";
        return f;
    }
    LlmForecastReading reading = LlmForecastParser::parse(reply.content);
    bool fromReasoning = false;
    if (!reading.p && !reply.reasoning.empty()) {
        // Servers that put a reasoning model's whole answer in the reasoning field.
        LlmForecastReading r2 = LlmForecastParser::parse(reply.reasoning);
        if (r2.p) {
            reading = r2;
            fromReasoning = true;
        }
    }
    std::optional<BinProbs> lp;
    const LlmForecastSource source = client_->endpoint().forecastSource;
    if (source != LlmForecastSource::Stated && !reply.logprobs.empty())
        lp = LlmLogprobForecast::fromTokens(reply.logprobs);
    std::optional<BinProbs> p = reading.p;
    std::string how;
    if (source == LlmForecastSource::Logprobs && lp) {
        p = lp;
        how = "from token log-probabilities";
    } else if (source == LlmForecastSource::Blend && lp && reading.p) {
        BinProbs m{};
        for (int k = 0; k < kBinCount; ++k) m[k] = 0.5 * ((*lp)[k] + (*reading.p)[k]);
        p = m;
        how = "mean of stated and log-probability forecasts";
    } else if (!p && lp) {
        p = lp;
        how = "from token log-probabilities (stated ones unusable)";
    }
    Forecast f;
    if (!p) {
        CoreMessage why(MessageId::ForecastParseFailure,
                        {reading.error.empty() ? CoreMessage(MessageId::ForecastNoUsableAnswer) : reading.error});
        if (reply.truncated()) why = CoreMessage(MessageId::ReplyCutOff, {why});
        if (reply.contentNull && reply.reasoning.empty()) why = CoreMessage(MessageId::ForecastNoContent, {why});
        f = Forecast::failure(why.english());
        if (!reply.reasoning.empty()) f.reasoning += "\n" + LlmPromptText::clip(reply.reasoning, 2000);
    } else {
        f = Forecast::fromProbabilities(*p, options_.confidence);
        f.reasoning = !reading.reasoning.empty() ? reading.reasoning : LlmPromptText::clip(reply.reasoning, 2000);
        if (f.reasoning == "(none)") f.reasoning.clear();
        std::string notes;
        if (!reading.note.empty()) notes += reading.note;
        if (fromReasoning) notes += std::string(notes.empty() ? "" : "; ") + "answer read from the reasoning field";
        if (!how.empty()) notes += std::string(notes.empty() ? "" : "; ") + how;
        if (!notes.empty()) f.reasoning += (f.reasoning.empty() ? "[" : "\n[") + notes + "]";
    }
    f.surrogate = "llm";
    f.trainingSize = observed_;
    return f;
}

std::vector<Forecast> LlmSurrogate::forecast(const Problem& problem, const std::vector<const Candidate*>& batch) {
    std::vector<Forecast> out(batch.size());
    std::vector<std::size_t> ask;
    std::vector<std::string> keys;
    std::vector<LlmChatRequest> requests;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const Candidate& c = *batch[i];
        if (c.rejection) {
            out[i] = LlmReplyRejection::abstention(*c.rejection, "llm");
            continue;
        }
        if (c.forecast && c.forecast->surrogate == "llm" && !noReply(*c.forecast)) {
            out[i] = *c.forecast;
            ++stats_.reused;
            continue;
        }
        std::string key = cacheKey(problem, c);
        if (auto it = cache_.find(key); it != cache_.end()) {
            out[i] = it->second;
            ++stats_.reused;
            continue;
        }
        ask.push_back(i);
        keys.push_back(std::move(key));
        requests.push_back(request(problem, c));
    }
    if (requests.empty()) return out;
    stats_.asked += static_cast<int>(requests.size());
    std::vector<LlmChatReply> replies = client_->complete(requests);
    std::vector<std::size_t> again; // indices into ask
    auto settle = [&](std::size_t k, const LlmChatReply& r, bool mayRetry) {
        Forecast f;
        try {
            f = interpret(r);
        } catch (const std::exception& e) { // a hostile reply is a parse failure, never the session's end
            f = Forecast::failure(coreText(MessageId::ForecastUnusableReply, {std::string(e.what())}));
            f.surrogate = "llm";
        }
        if (!r.ok()) {
            ++stats_.noReply;
            if (r.attempts > 0) {
                // Sent and retried without a reply: the candidate goes on without a forecast
                // (asking again at every step is what costs thousands of requests).
                const std::string prefix = kNoReply;
                if (f.reasoning.rfind(prefix, 0) == 0) f.reasoning.erase(0, prefix.size());
                f.reasoning.insert(0, kNoForecast);
                cache_[keys[k]] = f;
                ++stats_.noForecast;
                if (LlmActivity* a = client_->activity()) a->noForecast(requests[k].subject);
            }
        } else if (f.parseFailure && r.truncated() && mayRetry && options_.retryTruncated) {
            again.push_back(k);
            return;
        } else {
            if (f.parseFailure) {
                ++stats_.parseFailures;
                if (LlmActivity* a = client_->activity()) a->reject(requests[k].subject, "forecast", f.reasoning);
            } else
                ++stats_.parsed;
            if (!f.parseFailure && f.reasoning.find("answer read from the reasoning field") != std::string::npos)
                ++stats_.fromReasoning;
            if (!f.parseFailure && f.reasoning.find("log-probabilit") != std::string::npos) ++stats_.logprobForecasts;
            cache_[keys[k]] = f;
        }
        out[ask[k]] = std::move(f);
    };
    for (std::size_t k = 0; k < replies.size(); ++k) settle(k, replies[k], true);
    if (!again.empty()) {
        std::vector<std::size_t> retryOf = again;
        again.clear();
        std::vector<LlmChatRequest> more;
        const int budget = (options_.maxTokens > 0 ? options_.maxTokens : client_->endpoint().maxTokens) * 2;
        for (std::size_t k : retryOf) {
            LlmChatRequest r = requests[k];
            r.maxTokens = budget;
            r.maxAttempts = 1; // already a second chance: one attempt
            more.push_back(std::move(r));
        }
        stats_.asked += static_cast<int>(more.size());
        stats_.truncatedRetries += static_cast<int>(more.size());
        auto replies2 = client_->complete(more);
        for (std::size_t m = 0; m < replies2.size(); ++m) settle(retryOf[m], replies2[m], false);
    }
    return out;
}

void LlmSurrogate::observe(const Problem& problem, const Candidate& measured) {
    if (!measured.measurement || LlmReplyRejection::isRejected(measured)) return;
    ++observed_;
    std::string line = label(problem, measured) + ": " + LlmPromptText::outcome(measured);
    measured_[measured.id] = line;
    if (measured.measurement->ok() && measured.measurement->speedup > bestSpeedup_) {
        bestSpeedup_ = measured.measurement->speedup;
        bestAnchor_ = line;
    }
    anchors_.push_back(std::move(line));
    while (static_cast<int>(anchors_.size()) > std::max(1, options_.maxExamples - 1)) anchors_.pop_front();
}

} // namespace augur
