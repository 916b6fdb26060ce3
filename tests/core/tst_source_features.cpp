// Source-text features (SourceTextFeatures, SourceFeatureSource) on real program text,
// and the leave-one-task-out and leave-one-GPU-out splits of the evaluation.
#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/EvaluationSuite.h"
#include "core/evaluation/SurrogateEvaluation.h"
#include "core/surrogate/SourceFeatureSource.h"
#include "core/surrogate/SourceTextFeatures.h"
#include "tests/SpySurrogate.h"

#include <QTest>

#include <cmath>
#include <map>
#include <set>

using namespace augur;

namespace {

/// A PyTorch module with an inline CUDA kernel, as CUDA-L1 and KernelBench write them.
const char* kInlineCuda = R"(import torch
import torch.nn as nn
from torch.utils.cpp_extension import load_inline

source = """
__global__ void fused(const float* __restrict__ x, float* __restrict__ y, int n) {
    __shared__ float tile[256];
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float4 v = reinterpret_cast<const float4*>(x)[i];
        #pragma unroll
        for (int k = 0; k < 4; ++k) {
            tile[threadIdx.x] = __ldg(x + k);
        }
        __syncthreads();
        float s = __shfl_down_sync(0xffffffff, v.x, 16);
        atomicAdd(y, s);
    }
}
"""
mod = load_inline(name="fused", cpp_sources="", cuda_sources=source)

class ModelNew(nn.Module):
    def forward(self, a, b):
        c = torch.matmul(a, b)
        mod.fused<<<128, 256>>>(c)
        return torch.relu(c).sum(dim=1)
)";

const char* kReference = R"(import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 64, 3)
    def forward(self, x):
        return torch.softmax(self.conv(x), dim=1)
)";

double column(const std::vector<double>& row, const std::string& name) {
    const auto& names = SourceTextFeatures::names();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == name) return row[i];
    throw std::logic_error("no column " + name);
}

/// count back from log1p
int counted(const std::vector<double>& row, const std::string& name) {
    return int(std::lround(std::expm1(column(row, name))));
}

/// The problem names among a spy's (problem, id) pairs.
std::set<std::string> problemsOf(const std::set<std::pair<std::string, CandidateId>>& seen) {
    std::set<std::string> names;
    for (const auto& [problem, id] : seen) names.insert(problem);
    return names;
}

/// Tasks T0..T3 measured on GPUs A and B, three candidates each.
EvaluationDataset twoGpus() {
    EvaluationDataset ds;
    ds.origin = "memory";
    ds.format = "cuda-l1";
    CandidateId id = 0;
    for (const char* gpu : {"A", "B"})
        for (int t = 0; t < 4; ++t) {
            EvaluationProblem p;
            p.problem.name = "T" + std::to_string(t) + "@" + gpu;
            p.problem.hardware = gpu;
            p.problem.referenceSource = kReference;
            for (int k = 0; k < 3; ++k) {
                Candidate c;
                c.id = id++;
                c.origin = Origin::Dataset;
                c.source = k ? kInlineCuda : kReference;
                Measurement m;
                m.speedup = m.speedupLow = m.speedupHigh = 0.5 + k + 0.1 * t;
                c.measurement = m;
                c.state = CandidateState::Measured;
                p.candidates.push_back(c);
                p.labels.push_back(std::to_string(k));
            }
            ds.problems.push_back(p);
        }
    return ds;
}

} // namespace

class TestSourceFeatures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countsWhatTheProgramDoes() {
        const auto row = SourceTextFeatures::of(kInlineCuda);
        QCOMPARE(row.size(), SourceTextFeatures::names().size());
        QCOMPARE(counted(row, "kernels"), 1);
        QCOMPARE(counted(row, "loops_for"), 2);
        QCOMPARE(column(row, "loop_depth"), 2.0); // the unrolled loop inside the grid-stride loop
        QCOMPARE(counted(row, "mem_shared"), 1);
        QCOMPARE(counted(row, "mem_vector"), 2); // float4 twice
        QCOMPARE(counted(row, "mem_ldg"), 1);
        QCOMPARE(counted(row, "mem_restrict"), 2);
        QCOMPARE(counted(row, "mem_atomic"), 1);
        QCOMPARE(counted(row, "mem_shuffle"), 1);
        QCOMPARE(counted(row, "sync_block"), 1);
        QCOMPARE(counted(row, "unroll"), 1);
        QCOMPARE(counted(row, "launches"), 1);
        QCOMPARE(counted(row, "lib_inline_extension"), 3); // cpp_extension, and load_inline imported and called
        QCOMPARE(counted(row, "op_matmul"), 1);
        QCOMPARE(counted(row, "op_activation"), 1); // torch.relu, not "prelu"-like substrings
        QCOMPARE(counted(row, "op_reduction"), 1);
        QCOMPARE(counted(row, "op_conv"), 0);
        QCOMPARE(column(row, "block_literal_log2"), 8.0); // 256 is the largest block-size literal
        QCOMPARE(counted(row, "block_literals"), 3); // 256, 128, 256 (0xffffffff and 16 are not)
        const auto ref = SourceTextFeatures::of(kReference);
        QCOMPARE(counted(ref, "op_conv"), 1);
        QCOMPARE(counted(ref, "op_softmax"), 1);
        QCOMPARE(counted(ref, "kernels"), 0);
        QCOMPARE(column(ref, "loop_depth"), 0.0);
        for (double v : SourceTextFeatures::of("")) QCOMPARE(v, 0.0);
        // Word starts: "prelu" and "my_relu" are not ReLU.
        QCOMPARE(counted(SourceTextFeatures::of("x = prelu(y) + my_relu(z)"), "op_activation"), 0);
    }

    void sourceRowsCarryTheReferenceAndTheBaseline() {
        Problem p;
        p.name = "L1/1@h20";
        p.referenceSource = kReference;
        p.space = ParameterSpace({{"baseline", {0, 1, 2, 3, 4}}});
        SourceFeatureOptions o;
        o.includeConfiguration = true;
        SourceFeatureSource source(o);
        const auto names = source.featureNames(p);
        const std::size_t n = SourceTextFeatures::names().size();
        QCOMPARE(names.size(), 1 + 3 * n);
        QCOMPARE(names.front(), std::string("param_baseline"));
        QCOMPARE(names[1 + n], std::string("ref_") + SourceTextFeatures::names().front());
        Candidate c;
        c.source = kInlineCuda;
        c.configuration = {3};
        const auto row = source.features(p, c);
        QVERIFY(row.has_value());
        QCOMPARE(row->size(), names.size());
        QCOMPARE(row->front(), 3.0);
        const auto own = SourceTextFeatures::of(kInlineCuda), ref = SourceTextFeatures::of(kReference);
        for (std::size_t i = 0; i < n; ++i) {
            QCOMPARE((*row)[1 + i], own[i]);
            QCOMPARE((*row)[1 + n + i], ref[i]);
            QCOMPARE((*row)[1 + 2 * n + i], own[i] - ref[i]);
        }
        Candidate none;
        QVERIFY(!source.features(p, none).has_value());
    }

    /// Leave one task out: the GPUs of a task are held out together; leave one GPU out: a
    /// model is trained on the other GPU only.
    void heldOutGroupsAreTasksOrGpus() {
        const EvaluationDataset ds = twoGpus();
        for (EvaluationSplit split : {EvaluationSplit::ByProblem, EvaluationSplit::ByGpu}) {
            std::vector<std::shared_ptr<test::SpyLog>> logs;
            SurrogateSpec spy{"spy", [&logs](std::uint64_t) -> std::unique_ptr<Surrogate> {
                                  logs.push_back(std::make_shared<test::SpyLog>());
                                  return std::make_unique<test::SpySurrogate>(logs.back());
                              }};
            EvaluationOptions o;
            o.split = split;
            const EvaluationResult r = SurrogateEvaluation::run(ds, {spy}, o);
            QCOMPARE(r.folds, split == EvaluationSplit::ByProblem ? 4 : 2);
            QCOMPARE(int(logs.size()), r.folds);
            std::set<std::string> scored;
            for (const auto& log : logs) {
                const std::set<std::string> forecast = problemsOf(log->forecast), observed = problemsOf(log->observed);
                for (const std::string& f : forecast) {
                    QVERIFY(scored.insert(f).second); // each problem scored once
                    const std::string task = f.substr(0, f.find('@')), gpu = f.substr(f.find('@') + 1);
                    for (const std::string& seen : observed) {
                        if (split == EvaluationSplit::ByProblem)
                            QVERIFY2(seen.substr(0, seen.find('@')) != task, "trained on the same task's other GPU");
                        else
                            QVERIFY2(seen.substr(seen.find('@') + 1) != gpu, "trained on the scored GPU");
                    }
                }
                QCOMPARE(int(observed.size()), split == EvaluationSplit::ByProblem ? 6 : 4);
            }
            QCOMPARE(scored.size(), ds.problems.size());
        }
        EvaluationDataset oneGpu = ds;
        for (auto& p : oneGpu.problems) p.problem.hardware = "A";
        EvaluationOptions o;
        o.split = EvaluationSplit::ByGpu;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SurrogateEvaluation::run(oneGpu, {}, o));
        // Nothing measured: nothing to score, said as such (not a table of zeros).
        EvaluationDataset failed = ds;
        for (auto& p : failed.problems)
            for (auto& c : p.candidates) c.measurement->status = MeasurementStatus::CompileError;
        o.split = EvaluationSplit::ByProblem;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SurrogateEvaluation::run(failed, {}, o));
    }

    /// The suite picks source-text rows for record formats NVRTC cannot compile.
    void suiteChoosesSourceRowsForRecords() {
        const EvaluationDataset ds = twoGpus();
        QVERIFY(EvaluationSuite::sourceOnly(ds));
        auto rows = EvaluationSuite::defaultFeatures(ds, EvaluationSplit::ByGpu, nullptr);
        QVERIFY(dynamic_cast<SourceFeatureSource*>(rows.get()) != nullptr);
        EvaluationDataset mixed = ds;
        mixed.format = "cuda-l1, t4";
        QVERIFY(!EvaluationSuite::sourceOnly(mixed));
        // And the features surrogate runs on them, scoring every candidate.
        EvaluationOptions o;
        o.split = EvaluationSplit::ByGpu;
        const EvaluationResult r = SurrogateEvaluation::run(ds, EvaluationSuite::specs("features", rows), o);
        QCOMPARE(r.surrogates.front().overall.count, 24);
        QVERIFY(std::isfinite(r.surrogates.front().overall.brier));
    }
};

QTEST_GUILESS_MAIN(TestSourceFeatures)
#include "tst_source_features.moc"
