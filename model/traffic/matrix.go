package traffic

import "math/rand/v2"

// Matrix is a traffic matrix between GPUs: Cells[i][j] is the share of all
// traffic sent from GPU i to GPU j (the cells sum to 1).
type Matrix struct {
	Size      int         `json:"size"`       // GPUs (rows and columns)
	BlockSize int         `json:"block_size"` // GPUs under one ToR
	Cells     [][]float64 `json:"cells"`      // share of all traffic from row to column
	// CoreShare is the share of traffic between GPUs under different
	// ToRs: what must cross the core.
	CoreShare float64 `json:"core_share"`
}

// Matrices are the two matrices of section 2.
type Matrices struct {
	Training Matrix `json:"training"` // co-designed: block diagonal
	Cloud    Matrix `json:"cloud"`    // bare-metal tenants: scattered
}

// dpShare is the model's share of a co-designed training job's traffic
// that goes between blocks (its data-parallel ring); the rest stays in a
// block (tensor parallelism under one ToR).
const dpShare = 0.1

// cloudRounds is how many generations of tenant jobs the cloud matrix
// sums: jobs come and go while the matrix is measured (about 100 tasks a
// day in the seed); four is the model's choice.
const cloudRounds = 4

// BuildMatrices builds both matrices. Training: one job per block of
// BlockSize GPUs, all-to-all inside the block, plus a light ring between
// neighbouring blocks (dpShare of the traffic), all placed by topology:
// block diagonal. Cloud: tenant jobs of 2 to 2 x BlockSize GPUs, of
// random intensity, each placed on GPUs drawn at random (no placement
// control), all-to-all inside each job, summed over cloudRounds
// generations of jobs: scattered. The job sizes,
// intensities and the ring are the model's choices.
func BuildMatrices(p Params) (Matrices, error) {
	if err := Knobs().ValidateNamed(p); err != nil {
		return Matrices{}, err
	}
	n, b := p.MatrixSize, p.BlockSize
	rng := rand.New(rand.NewPCG(p.Seed, 0x3a7219))
	train := newCells(n)
	blocks := n / b
	for blk := range blocks {
		allToAll(train, seq(blk*b, b), (1-dpShare)/float64(blocks))
		next := (blk + 1) % blocks
		for k := range b {
			train[blk*b+k][next*b+k] += dpShare / float64(blocks*b)
		}
	}
	cloud := newCells(n)
	for range cloudRounds {
		order := rng.Perm(n)
		for at := 0; at < n; {
			size := min(n-at, 2+rng.IntN(2*b-1))
			allToAll(cloud, order[at:at+size], 0.5+rng.Float64())
			at += size
		}
	}
	return Matrices{Training: finish(train, b), Cloud: finish(cloud, b)}, nil
}

func newCells(n int) [][]float64 {
	c := make([][]float64, n)
	for i := range c {
		c[i] = make([]float64, n)
	}
	return c
}

func seq(from, n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = from + i
	}
	return s
}

// allToAll spreads weight evenly over every ordered pair of gpus.
func allToAll(c [][]float64, gpus []int, weight float64) {
	if len(gpus) < 2 {
		return
	}
	per := weight / float64(len(gpus)*(len(gpus)-1))
	for _, i := range gpus {
		for _, j := range gpus {
			if i != j {
				c[i][j] += per
			}
		}
	}
}

// finish normalizes the cells to sum to 1 and measures the core share.
func finish(c [][]float64, b int) Matrix {
	var total, core float64
	for i := range c {
		for j := range c[i] {
			total += c[i][j]
			if i/b != j/b {
				core += c[i][j]
			}
		}
	}
	for i := range c {
		for j := range c[i] {
			c[i][j] /= total
		}
	}
	return Matrix{Size: len(c), BlockSize: b, Cells: c, CoreShare: core / total}
}
