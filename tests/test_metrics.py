"""The paper's metrics as pure functions: SSIM matrix, S_ssim, S_sem, DTW, CodeBLEU, CodeBERT pooling."""

from __future__ import annotations

import math

import numpy as np
import pytest
from skimage.metrics import structural_similarity

from server import manimbench
from training.metrics import (
    CodeEmbedder,
    cbb,
    codebleu_score,
    dtw_distance,
    dtw_exact,
    load_codebert,
    s_sem,
    s_ssim,
    s_ssim_from_matrix,
    ssim_matrix,
    ssim_pair,
    try_load_clip,
    try_load_codebert,
    visual_similarity,
)


def manim_like_frames(
    n: int, h: int = 60, w: int = 90, seed: int = 0, shift: int = 0
) -> np.ndarray:
    """Black frames with a moving bright square and a grey bar, like a Manim animation."""
    rng = np.random.default_rng(seed)
    frames = np.zeros((n, h, w), dtype=np.uint8)
    for t in range(n):
        x = 5 + (3 * t + shift) % (w - 20)
        frames[t, 20:35, x : x + 15] = 200
        frames[t, 45:48, 10 : 10 + 4 * t % 60] = 90
        frames[t, 5:12, 60:80] = rng.integers(0, 255, size=(7, 20), dtype=np.uint8)
    return frames


SCENE_A = """
from manim import *
class A(Scene):
    def construct(self):
        c = Circle(color=BLUE).shift(LEFT * 2)
        self.play(Create(c), Write(Text("Hello").to_edge(UP)), run_time=1)
        self.play(c.animate.shift(RIGHT * 3), run_time=1)
"""
SCENE_B = """
from manim import *
class B(Scene):
    def construct(self):
        s = Square(color=RED)
        self.play(Create(s), run_time=1)
        self.play(Transform(s, Triangle(color=GREEN)), run_time=1)
"""


@pytest.fixture(scope="module")
def real_frames(tmp_path_factory: pytest.TempPathFactory) -> tuple[np.ndarray, np.ndarray]:
    """Gray frames at 5 fps of two real -ql renders (2 s each)."""
    from server.render import RenderPool, render_code, sample_frames

    out = tmp_path_factory.mktemp("renders")
    pool = RenderPool(2)
    try:
        results = [render_code(code, output_dir=out, pool=pool) for code in (SCENE_A, SCENE_B)]
    finally:
        pool.shutdown()
    for r in results:
        assert r.ok and r.video is not None, r.error_text()
    return tuple(sample_frames(r.video).gray for r in results if r.video is not None)  # type: ignore[return-value]


def skimage_matrix(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.array([[structural_similarity(x, y) for y in b] for x in a])


# -- SSIM -----------------------------------------------------------------------------------------
def test_ssim_matrix_equals_skimage_per_pair() -> None:
    """The vectorised matrix equals scikit-image's structural_similarity for every pair (1e-6)."""
    a = manim_like_frames(6, seed=1)
    b = manim_like_frames(5, seed=2, shift=7)
    b[2] = a[3]  # an identical pair
    b[4] = a[4]
    np.testing.assert_allclose(ssim_matrix(a, b), skimage_matrix(a, b), atol=1e-6, rtol=0)


def test_ssim_matrix_equals_skimage_on_dense_noise_and_odd_sizes() -> None:
    """No background to skip (every tile busy), sizes that are not tile multiples."""
    rng = np.random.default_rng(3)
    a = rng.integers(0, 256, size=(3, 41, 53), dtype=np.uint8)
    b = rng.integers(0, 256, size=(4, 41, 53), dtype=np.uint8)
    b[1] = np.clip(a[0].astype(int) + 9, 0, 255).astype(np.uint8)
    np.testing.assert_allclose(ssim_matrix(a, b), skimage_matrix(a, b), atol=1e-6, rtol=0)
    assert ssim_pair(a[0], b[1]) == pytest.approx(structural_similarity(a[0], b[1]), abs=1e-9)


def test_ssim_matrix_with_a_white_background_and_repeated_frames() -> None:
    """A non-black background and duplicated frames (Manim's wait()) give the same values."""
    a = 255 - manim_like_frames(4, seed=4)
    a = np.concatenate([a, a[:2], a[:2]])  # repeated frames are computed once
    b = 255 - manim_like_frames(3, seed=5, shift=3)
    np.testing.assert_allclose(ssim_matrix(a, b), skimage_matrix(a, b), atol=1e-6, rtol=0)


def test_ssim_matrix_on_real_manim_frames(real_frames: tuple[np.ndarray, np.ndarray]) -> None:
    """Frames of two real renders (854x480): equal to skimage on a sample of pairs."""
    a, b = real_frames
    a, b = a[::4][:3], b[::3][:3]
    np.testing.assert_allclose(ssim_matrix(a, b), skimage_matrix(a, b), atol=1e-6, rtol=0)


def test_ssim_matrix_rejects_bad_input() -> None:
    """Float frames, mismatched sizes and tiny frames are refused with a clear message."""
    a = manim_like_frames(2)
    with pytest.raises(ValueError, match="uint8"):
        ssim_matrix(a.astype(np.float32), a)
    with pytest.raises(ValueError, match="sizes differ"):
        ssim_matrix(a, a[:, :50, :50])
    with pytest.raises(ValueError, match="at least 7x7"):
        ssim_matrix(a[:, :5, :5], a[:, :5, :5])


# -- S_ssim -----------------------------------------------------------------------------------------
def test_identical_videos_score_one() -> None:
    """S_ssim of a video with itself is 1.0."""
    a = manim_like_frames(8)
    assert s_ssim(a, a) == pytest.approx(1.0, abs=1e-12)


def test_shifted_and_different_videos_score_lower(
    real_frames: tuple[np.ndarray, np.ndarray],
) -> None:
    """A spatially shifted copy scores below 1; so does a different real render."""
    a = manim_like_frames(8)
    assert s_ssim(np.roll(a, 6, axis=2), a) < 0.9
    ra, rb = real_frames
    assert s_ssim(ra, ra) == pytest.approx(1.0, abs=1e-12)
    assert s_ssim(rb, ra) < 1.0


def test_s_ssim_compares_best_match_profiles_as_the_paper_does() -> None:
    """S_ssim aligns the per-frame best-match sequences, so order within a video does not count:
    a reversed video scores 1.0 (the paper's definition, kept as is; see docs/evaluation.md)."""
    a = manim_like_frames(8)
    assert s_ssim(a[::-1].copy(), a) == pytest.approx(1.0, abs=1e-12)


def test_different_lengths_align() -> None:
    """A video slowed down (each frame twice) still aligns with the original: score 1.0."""
    a = manim_like_frames(6)
    slow = np.repeat(a, 2, axis=0)
    assert ssim_matrix(slow, a).shape == (12, 6)
    assert s_ssim(slow, a) == pytest.approx(1.0, abs=1e-12)
    assert s_ssim(a[:3], a) < 1.0  # a truncated video is not the same video


def test_s_ssim_formula_on_a_hand_made_matrix() -> None:
    """Row maxima [1, .5], column maxima [1, .5, .5]: DTW 0, so 1.0; then a hand-computed case."""
    m = np.array([[1.0, 0.2, 0.1], [0.3, 0.5, 0.5]])
    assert s_ssim_from_matrix(m) == pytest.approx(1.0)
    m2 = np.array([[0.9, 0.2], [0.1, 0.4]])  # rows [0.9, 0.4], columns [0.9, 0.4] -> 1.0
    assert s_ssim_from_matrix(m2) == pytest.approx(1.0)
    m3 = np.array([[0.8], [0.2]])  # rows [0.8, 0.2], column [0.8]: DTW = 0 + 0.6
    assert s_ssim_from_matrix(m3) == pytest.approx(math.exp(-5 * 0.6 / 2))


# -- DTW --------------------------------------------------------------------------------------------
def test_dtw_hand_computed_cases() -> None:
    """Small sequences with known costs."""
    assert dtw_distance([1, 2, 3], [1, 2, 2, 3]) == 0.0
    assert dtw_distance([0, 0], [1]) == 2.0
    assert dtw_distance([1, 2, 3], [2, 3, 4]) == pytest.approx(2.0)  # 1-2, 2-2, 3-3, 3-4
    assert dtw_distance([5], [1, 2]) == pytest.approx(7.0)
    e = np.array([[1.0, 0.0], [0.0, 1.0]])
    assert dtw_distance(e, e, metric="cosine") == pytest.approx(0.0)
    assert dtw_distance(e[:1], e[1:], metric="cosine") == pytest.approx(1.0)


def test_fastdtw_is_close_to_exact_dtw() -> None:
    """fastdtw (radius 1) never undercuts exact DTW and, with a wide radius, equals it."""
    rng = np.random.default_rng(0)
    for _ in range(10):
        a, b = rng.random(rng.integers(2, 30)), rng.random(rng.integers(2, 30))
        exact = dtw_exact(a, b)
        assert dtw_distance(a, b) >= exact - 1e-12
        assert dtw_distance(a, b, radius=40) == pytest.approx(exact)


def test_dtw_rejects_bad_input() -> None:
    """Empty sequences and unknown metrics raise ValueError."""
    with pytest.raises(ValueError):
        dtw_distance([], [1.0])
    with pytest.raises(ValueError, match="unknown DTW metric"):
        dtw_distance([1.0], [1.0], metric="manhattan")


# -- S_sem / VS -------------------------------------------------------------------------------------
def test_s_sem_on_embeddings() -> None:
    """Identical embeddings give 1; orthogonal ones exp(-1); normalisation is applied."""
    rng = np.random.default_rng(1)
    e = rng.normal(size=(5, 16))
    assert s_sem(e, 3 * e) == pytest.approx(1.0)
    a, b = np.eye(4)[:2], np.eye(4)[2:]
    assert s_sem(a, b) == pytest.approx(math.exp(-2 / 2))
    assert visual_similarity(0.81, 0.25) == pytest.approx(0.45)


# -- code -------------------------------------------------------------------------------------------
@pytest.mark.manimbench
def test_codebleu_identical_code_is_one_and_differs_otherwise() -> None:
    """CodeBLEU of a ManimBench reference with itself is 1.0; another reference scores lower."""
    tasks = manimbench.load("test")
    a, b = tasks[0].code, tasks[1].code
    assert codebleu_score(a, a) == pytest.approx(1.0)
    assert 0.0 < codebleu_score(b, a) < 1.0
    assert codebleu_score("", a) == 0.0
    assert cbb(0.64, 0.81) == pytest.approx(0.72)


def _tiny_roberta() -> CodeEmbedder:
    """A randomly initialised two-layer RoBERTa with a word-level tokenizer (code path only)."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    from tokenizers import Tokenizer, models, pre_tokenizers

    words = ["<pad>", "<unk>", "<s>", "</s>", "from", "manim", "import", "circle", "square", "play"]
    tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tokenizer = transformers.PreTrainedTokenizerFast(
        tokenizer_object=tok, pad_token="<pad>", unk_token="<unk>"
    )
    config = transformers.RobertaConfig(
        vocab_size=len(words),
        hidden_size=16,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=64,
        pad_token_id=0,
    )
    torch.manual_seed(0)
    return CodeEmbedder(transformers.RobertaModel(config), tokenizer, name="tiny")


def test_code_embedder_pools_with_the_attention_mask() -> None:
    """Padding a short text inside a batch does not change its embedding (mask-aware mean)."""
    emb = _tiny_roberta()
    short = "circle play"
    long = "from manim import circle square play square circle play"
    alone = emb.embed([short])[0]
    batched = emb.embed([short, long])[0]
    np.testing.assert_allclose(batched, alone, atol=1e-5)
    assert emb.similarity(short, short) == pytest.approx(1.0, abs=1e-6)
    assert emb.similarity(short, "") == 0.0


def test_missing_weights_are_reported_not_faked(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No CodeBERT / CLIP weights: None with a reason that says what is missing."""
    monkeypatch.delenv("MANIM_AGENT_CODEBERT", raising=False)
    monkeypatch.delenv("MANIM_AGENT_CLIP", raising=False)
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    import huggingface_hub.constants

    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_CACHE", str(tmp_path))
    embedder, why = try_load_codebert(None)
    assert embedder is None and "CodeBERT weights absent" in why
    embedder, why = try_load_codebert("/nonexistent/codebert")
    assert embedder is None and "/nonexistent/codebert" in why
    assert load_codebert(None) is None
    clip, why = try_load_clip(None)
    assert clip is None and "CLIP" in why
    clip, why = try_load_clip("/nonexistent/clip.bin")
    assert clip is None and "not found" in why


def test_codebert_checkpoint_without_weights_is_refused(tmp_path: object) -> None:
    """A folder with a config but no weights is not loaded as random weights."""
    transformers = pytest.importorskip("transformers")
    from pathlib import Path

    folder = Path(str(tmp_path)) / "codebert"
    emb = _tiny_roberta()
    emb.model.save_pretrained(folder)
    emb.tokenizer.save_pretrained(folder)
    (folder / "model.safetensors").unlink()
    embedder, why = try_load_codebert(folder)
    assert embedder is None
    assert why
    assert transformers is not None
