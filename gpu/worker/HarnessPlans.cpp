// Launch plans ready to run: each launch's kernel looked up in its module, checked against
// the device's limits (threads per block, shared memory), and its arguments laid out in
// 8-byte slots, a resident grid capped at what the GPU holds at once; then launched on the
// harness stream.
#include "gpu/worker/HarnessPlanRun.h"
#include "gpu/worker/DeviceBuffer.h"
#include "gpu/worker/ElementValue.h"
#include "gpu/worker/TensorMapEncoding.h"
#include "gpu/worker/VendorGemm.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace augur::gpu {

Harness::PlanRun Harness::prepare(const ResolvedPlan& plan, const Module& module, const MeasureJob& job,
                                  const std::vector<std::unique_ptr<DeviceBuffer>>& buffers) {
    PlanRun run;
    run.plan = &plan;
    if (plan.vendor) { // a library call: its bounds checked again here, on the worker's side
        if (const std::string why = vendorCallProblem(*plan.vendor, job.buffers); !why.empty())
            throw std::invalid_argument(plan.label + ": " + why);
        for (int i : {plan.vendor->a, plan.vendor->b, plan.vendor->c})
            if (buffers.at(static_cast<std::size_t>(i))->bytes() <
                static_cast<std::size_t>(job.buffers[static_cast<std::size_t>(i)].count) *
                    dtypeBytes(job.buffers[static_cast<std::size_t>(i)].dtype))
                throw std::invalid_argument(plan.label + ": a buffer is smaller than its count");
        run.vendorA = buffers[static_cast<std::size_t>(plan.vendor->a)]->data();
        run.vendorB = buffers[static_cast<std::size_t>(plan.vendor->b)]->data();
        run.vendorC = buffers[static_cast<std::size_t>(plan.vendor->c)]->data();
        return run;
    }
    for (std::size_t i = 0; i < plan.launches.size(); ++i) {
        const ResolvedLaunch& l = plan.launches[i];
        const std::string who = plan.label + ": launches[" + std::to_string(i) + "] (" + l.kernel + ")";
        CUfunction f = nullptr;
        if (api_.cuModuleGetFunction(&f, module.module, l.kernel.c_str()) != CUDA_SUCCESS)
            throw std::invalid_argument(who +
                                        ": no kernel of that name in the module (is it extern \"C\" __global__?)");
        const long long threads = l.block[0] * l.block[1] * l.block[2];
        if (threads > 1024)
            throw std::invalid_argument(who + ": " + std::to_string(threads) +
                                        " threads per block; the device allows 1024");
        int staticShared = 0;
        api_.cuFuncGetAttribute(&staticShared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f);
        if (l.sharedBytes + staticShared > maxSharedOptin_)
            throw std::invalid_argument(who + ": needs " + std::to_string(l.sharedBytes + staticShared) +
                                        " bytes of shared memory per block; the device allows " +
                                        std::to_string(maxSharedOptin_));
        if (l.sharedBytes > 48 * 1024)
            checkCuda(api_,
                      api_.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                              static_cast<int>(l.sharedBytes)),
                      who + ": opt in to dynamic shared memory");
        run.grids.push_back({l.grid[0], l.grid[1], l.grid[2]});
        if (l.residentGrid) run.grids.back()[0] = std::min(l.grid[0], residentBlocks(f, l));
        std::vector<std::uint64_t> slots(l.args.size(), 0);
        std::vector<const CUtensorMap*> maps(l.args.size(), nullptr);
        for (std::size_t a = 0; a < l.args.size(); ++a) {
            const ResolvedArg& arg = l.args[a];
            void* slot = &slots[a];
            switch (arg.kind) {
            case ResolvedArg::Kind::TensorMap: {
                const auto b = static_cast<std::size_t>(arg.tensorMap.buffer);
                run.tensorMaps.push_back(std::make_shared<const CUtensorMap>(
                    encodeTensorMap(api_, arg.tensorMap, buffers.at(b)->data(), buffers.at(b)->bytes(),
                                    job.buffers.at(b).dtype, who + ": args[" + std::to_string(a) + "]")));
                maps[a] = run.tensorMaps.back().get();
                break;
            }
            case ResolvedArg::Kind::Buffer: {
                CUdeviceptr p = buffers.at(static_cast<std::size_t>(arg.buffer))->data();
                std::memcpy(slot, &p, sizeof p);
                break;
            }
            case ResolvedArg::Kind::I32: {
                auto v = static_cast<std::int32_t>(std::llround(arg.value));
                std::memcpy(slot, &v, sizeof v);
                break;
            }
            case ResolvedArg::Kind::U32: {
                auto v = static_cast<std::uint32_t>(std::llround(arg.value));
                std::memcpy(slot, &v, sizeof v);
                break;
            }
            case ResolvedArg::Kind::I64: {
                auto v = static_cast<std::int64_t>(std::llround(arg.value));
                std::memcpy(slot, &v, sizeof v);
                break;
            }
            case ResolvedArg::Kind::U64: {
                auto v = static_cast<std::uint64_t>(std::llround(arg.value));
                std::memcpy(slot, &v, sizeof v);
                break;
            }
            case ResolvedArg::Kind::F32: {
                auto v = static_cast<float>(arg.value);
                std::memcpy(slot, &v, sizeof v);
                break;
            }
            case ResolvedArg::Kind::F64: {
                double v = arg.value;
                std::memcpy(slot, &v, sizeof v);
                break;
            }
            }
        }
        run.functions.push_back(f);
        run.slots.push_back(std::move(slots)); // the values stay where they are: moved, not copied
        std::vector<void*> params;
        for (std::size_t a = 0; a < l.args.size(); ++a)
            params.push_back(maps[a] ? const_cast<CUtensorMap*>(maps[a]) : static_cast<void*>(&run.slots.back()[a]));
        run.params.push_back(std::move(params));
    }
    return run;
}

long long Harness::residentBlocks(CUfunction f, const ResolvedLaunch& l) {
    int perSm = 0;
    const auto threads = static_cast<int>(l.block[0] * l.block[1] * l.block[2]);
    api_.cuOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, f, threads, static_cast<std::size_t>(l.sharedBytes));
    // A kernel that fits no block per SM fails at launch, with the driver's message.
    const long long y = std::max<long long>(1, l.grid[1] * l.grid[2]);
    return std::max<long long>(1, static_cast<long long>(perSm) * smCount_ / y);
}

void Harness::launch(const PlanRun& run, const std::string& who) {
    if (run.plan->vendor) {
        vendor_->enqueue(*run.plan->vendor, run.vendorA, run.vendorB, run.vendorC, stream_);
        return;
    }
    for (std::size_t i = 0; i < run.functions.size(); ++i) {
        const ResolvedLaunch& l = run.plan->launches[i];
        const auto& grid = run.grids[i];
        CUresult rc = api_.cuLaunchKernel(run.functions[i], static_cast<unsigned>(grid[0]),
                                          static_cast<unsigned>(grid[1]), static_cast<unsigned>(grid[2]),
                                          static_cast<unsigned>(l.block[0]), static_cast<unsigned>(l.block[1]),
                                          static_cast<unsigned>(l.block[2]), static_cast<unsigned>(l.sharedBytes),
                                          stream_, const_cast<void**>(run.params[i].data()), nullptr);
        checkCuda(api_, rc, who + ": launch " + l.kernel);
    }
}

} // namespace augur::gpu
