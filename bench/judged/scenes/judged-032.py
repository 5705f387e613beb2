from manim import *

class PlotRiemannSum(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 2], y_range=[0, 5], x_length=4, y_length=4)
        quadratic = axes.plot(lambda x: x**2, x_range=[0, 2], color=YELLOW)
        
        # Get four rectangles of equal width
        rectangles = axes.get_riemann_rectangles(quadratic, x_range=[0, 2], dx=0.5, color=BLUE)
        
        self.play(Create(axes), Create(quadratic), Create(rectangles))
        self.wait()