#pragma once
// What the fuzz targets of the importers and of the LLM replies do with one input, shared
// by the libFuzzer targets (tests/fuzz/fuzz_*.cpp) and the regression replay in the
// ordinary test suites (tests/core/tst_fuzz_regressions.cpp), so a saved crash is replayed
// through exactly the code that found it.
//
// A parser may reject an input (InputError, or an error or empty reading); anything else
// that escapes is a bug: an exception other than InputError, or a broken invariant, which
// these functions throw as FuzzInvariant. Under libFuzzer either ends the run with the
// input saved.
#include "core/datasets/AugurExportImporter.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/datasets/GpuForecastersImporter.h"
#include "core/base/InputError.h"
#include "core/datasets/KernelBenchImporter.h"
#include "core/llm/reply/LlmCandidateParser.h"
#include "core/llm/reply/LlmForecastParser.h"
#include "core/llm/reply/LlmJsonExtract.h"
#include "core/llm/client/LlmReplyAccumulator.h"
#include "core/llm/client/LlmSse.h"
#include "core/problem/ProblemLoader.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace augur::fuzz {

/// A broken invariant (not a parse error): the fuzz target fails on it.
struct FuzzInvariant : std::logic_error {
    using std::logic_error::logic_error;
};

/// Evaluation record files through the importers. The first byte picks the reader (its low
/// two bits): 0 GPU Forecasters, 1 KernelBench, 2 Augur's export, 3 loadEvaluationDataset
/// on `scratchFile` (format recognised from the content, gzip inflated). The rest of the
/// input is the file.
inline void importers(const std::uint8_t* data, std::size_t size, const std::string& scratchFile) {
    if (size < 1) return;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    try {
        switch (data[0] & 3) {
        case 0: GpuForecastersImporter::parse(text, "fuzz.jsonl"); break;
        case 1: KernelBenchImporter::parse(text, "fuzz.jsonl"); break;
        case 2: AugurExportImporter::parse(text, "fuzz.jsonl"); break;
        default: {
            std::FILE* f = std::fopen(scratchFile.c_str(), "wb");
            if (!f) throw FuzzInvariant("cannot write " + scratchFile);
            std::fwrite(text.data(), 1, text.size(), f);
            std::fclose(f);
            loadEvaluationDataset(scratchFile);
        }
        }
    } catch (const InputError&) {}
}

/// The text of a model's answer through the reply parsers. The first byte picks the
/// reader (its low two bits): 0 LlmForecastParser::parse, 1 LlmCandidateParser::parseSource,
/// 2 LlmCandidateParser::parseConfiguration (both against `problem`), 3
/// LlmJsonExtract::object and parseRepaired. The rest of the input is the answer.
inline void llmReply(const std::uint8_t* data, std::size_t size, const Problem& problem) {
    if (size < 1) return;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] & 3) {
    case 0: {
        const LlmForecastReading r = LlmForecastParser::parse(text);
        if (r.p) { // a usable reading is a distribution
            double sum = 0;
            for (double q : *r.p) {
                if (!(q >= 0.0) || !std::isfinite(q))
                    throw FuzzInvariant("a bin probability is negative or not finite");
                sum += q;
            }
            if (std::abs(sum - 1.0) > 1e-6) throw FuzzInvariant("the probabilities do not sum to 1");
        } else if (r.error.empty()) {
            throw FuzzInvariant("an unusable reading without an error");
        }
        break;
    }
    case 1: {
        const LlmProposal p = LlmCandidateParser::parseSource(problem, text);
        if (p.ok) { // the stored plan is a valid plan of the problem
            try {
                ProblemLoader::parseCandidatePlan(problem, p.planJson, "stored");
            } catch (const InputError& e) {
                throw FuzzInvariant(std::string("an accepted proposal's stored plan is invalid: ") + e.what());
            }
        } else if (p.error.empty()) {
            throw FuzzInvariant("a rejected proposal without an error");
        }
        break;
    }
    case 2: {
        const LlmProposal p = LlmCandidateParser::parseConfiguration(problem, text);
        if (p.ok && p.configuration.size() != problem.space.size())
            throw FuzzInvariant("a configuration of the wrong size");
        if (!p.ok && p.error.empty()) throw FuzzInvariant("a rejected configuration without an error");
        break;
    }
    default:
        if (auto j = LlmJsonExtract::object(text); j && !j->is_object())
            throw FuzzInvariant("object() returned a non-object");
        LlmJsonExtract::parseRepaired(text);
    }
}

/// The bytes of a chat completion as they come from the server: through the SSE parser in
/// pieces (1..17 bytes, from the first byte) and in one piece, which must give the same
/// events; each event's data to a streamed LlmReplyAccumulator, and the whole input to a
/// non-streamed one as a reply body.
inline void llmStream(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return;
    const std::size_t piece = 1 + data[0] % 17;
    const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    auto append = [](std::vector<LlmSseEvent>& to, std::vector<LlmSseEvent> more) {
        for (auto& e : more) to.push_back(std::move(e));
    };

    LlmSseParser whole;
    std::vector<LlmSseEvent> a = whole.feed(bytes);
    append(a, whole.finish());
    if (!whole.idle()) throw FuzzInvariant("the SSE parser holds data after finish()");

    LlmSseParser pieces;
    std::vector<LlmSseEvent> b;
    for (std::size_t at = 0; at < bytes.size(); at += piece) append(b, pieces.feed(bytes.substr(at, piece)));
    append(b, pieces.finish());
    bool same = a.size() == b.size();
    for (std::size_t i = 0; same && i < a.size(); ++i) same = a[i].event == b[i].event && a[i].data == b[i].data;
    if (!same) throw FuzzInvariant("SSE events depend on how the bytes were split");

    LlmReplyAccumulator streamed;
    for (const auto& e : a) streamed.addStreamData(e.data); // ignored once done or failed
    (void)streamed.reply().answerText();

    LlmReplyAccumulator body;
    body.addBody(bytes);
    if (!body.failed() && !body.done()) throw FuzzInvariant("a reply body neither read nor rejected");
}

} // namespace augur::fuzz
