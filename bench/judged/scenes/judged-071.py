from manim import *

class HelixWinding(ThreeDScene):
    def construct(self):
        helix = ParametricFunction(lambda t: np.array([np.cos(t), np.sin(t), t]), t_range=[0, 2 * PI], color=ORANGE)
        self.play(Create(helix))
        self.move_camera(phi=90 * DEGREES, theta=0 * DEGREES, run_time=2)
        self.wait()